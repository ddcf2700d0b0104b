import type { Friend } from '@lobby/shared-api';

/** How a friend is named: Kick username, else username, else display name. */
export function friendName(friend: Pick<Friend, 'kick_username' | 'username' | 'name'>): string {
  return friend.kick_username || friend.username || friend.name || 'Unknown';
}
