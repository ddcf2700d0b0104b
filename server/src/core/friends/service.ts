import type { Kysely } from 'kysely';
import type { Friend, FriendRequest } from '@lobby/shared-api/contract';
import { withTransaction } from '../db';
import type { Database } from '../db';
import type { UserRow } from '../db/tables';
import { HttpError, badRequest, notFound } from '../http/errors';
import { notify } from '../notifications/service';
import { avatarUrl } from '../uploads/media';
import { findUserById } from '../users/repository';
import { displayName } from '../users/service';
import {
  acceptFriendRequest,
  deleteFriendship,
  deletePendingRequest,
  findFriendship,
  insertFriendRequest,
  listFriendshipsWithUsers,
} from './repository';

/** A member counts as online when they were active within this window. */
export const ONLINE_WINDOW_MS = 5 * 60_000;

export function toFriend(basePath: string, u: UserRow, now: Date): Friend {
  const lastActive = u.last_active ? Date.parse(u.last_active) : NaN;
  return {
    id: u.id,
    avatar: avatarUrl(basePath, u),
    username: u.username,
    name: displayName(u),
    kick_username: u.kick_username,
    online: Number.isFinite(lastActive) && now.getTime() - lastActive <= ONLINE_WINDOW_MS,
  };
}

export async function getFriends(
  db: Kysely<Database>,
  basePath: string,
  userId: number,
  now: Date,
): Promise<Friend[]> {
  const rows = await listFriendshipsWithUsers(db, userId, 'accepted');
  const friends = rows.map(({ other }) => toFriend(basePath, other, now));
  // Online first, then by the name the site shows for a friend (header dropdown, friends page),
  // so the dropdown's first five are the first five of the friends page.
  return friends.sort(
    (a, b) => Number(b.online) - Number(a.online) || shownName(a).localeCompare(shownName(b)),
  );
}

/** How the site names a friend: Kick username, else username, else display name. */
export function shownName(f: Pick<Friend, 'kick_username' | 'username' | 'name'>): string {
  return f.kick_username || f.username || f.name;
}

export async function getFriendRequests(
  db: Kysely<Database>,
  basePath: string,
  userId: number,
  now: Date,
): Promise<FriendRequest[]> {
  const rows = await listFriendshipsWithUsers(db, userId, 'pending');
  return rows.map(({ friendship, other }) => ({
    id: Number(friendship.id),
    direction: friendship.addressee_id === userId ? 'incoming' : 'outgoing',
    user: toFriend(basePath, other, now),
    created_at: friendship.created_at,
  }));
}

export interface FriendRequestResult {
  status: 'sent' | 'accepted';
  message: string;
}

/**
 * Sends a friend request; when the other member already asked, accepts theirs instead. The pair
 * is unique whichever way round (user_low, user_high), so two crossing requests cannot both land.
 */
export async function sendFriendRequest(
  db: Kysely<Database>,
  me: UserRow,
  otherId: number,
  now: Date,
): Promise<FriendRequestResult> {
  if (otherId === me.id) throw badRequest('You cannot send a friend request to yourself.');
  const nowIso = now.toISOString();
  return withTransaction(db, async (trx) => {
    const other = await findUserById(trx, otherId);
    if (!other) throw notFound('User not found');
    const id = await insertFriendRequest(trx, me.id, otherId, nowIso);
    if (id !== undefined) {
      await notify(
        trx,
        otherId,
        {
          type: 'friend_request',
          title: 'New friend request',
          message: `${displayName(me)} sent you a friend request.`,
          url: '/friends',
        },
        now,
      );
      return { status: 'sent', message: 'Friend request sent' };
    }
    const existing = await findFriendship(trx, me.id, otherId);
    if (!existing) throw new HttpError(409, 'Please try again.');
    if (existing.status === 'accepted')
      throw new HttpError(409, `You are already friends with ${displayName(other)}.`);
    if (existing.requester_id === me.id)
      throw new HttpError(409, 'You have already sent this member a friend request.');
    // They asked first: sending one back accepts theirs.
    await acceptFriendRequest(trx, Number(existing.id), me.id, nowIso);
    await notifyAccepted(trx, me, otherId, now);
    return { status: 'accepted', message: `You are now friends with ${displayName(other)}.` };
  });
}

async function notifyAccepted(
  db: Parameters<typeof notify>[0],
  me: UserRow,
  requesterId: number,
  now: Date,
) {
  await notify(
    db,
    requesterId,
    {
      type: 'friend_accepted',
      title: 'Friend request accepted',
      message: `${displayName(me)} accepted your friend request.`,
      url: '/friends',
    },
    now,
  );
}

/** The addressee accepts; someone else's request (or none) is a 404. */
export async function acceptRequest(
  db: Kysely<Database>,
  me: UserRow,
  requestId: number,
  now: Date,
): Promise<void> {
  await withTransaction(db, async (trx) => {
    const row = await acceptFriendRequest(trx, requestId, me.id, now.toISOString());
    if (!row) throw notFound('Friend request not found');
    await notifyAccepted(trx, me, row.requester_id, now);
  });
}

export async function declineRequest(
  db: Kysely<Database>,
  me: UserRow,
  requestId: number,
): Promise<void> {
  if (!(await deletePendingRequest(db, requestId, me.id)))
    throw notFound('Friend request not found');
}

/** Ends a friendship, or withdraws / refuses a pending request between the two members. */
export async function removeFriend(
  db: Kysely<Database>,
  me: UserRow,
  otherId: number,
): Promise<void> {
  if (!(await deleteFriendship(db, me.id, otherId))) throw notFound('Friend not found');
}
