import { z } from 'zod';
import { idSchema } from './common';

export interface Friend {
  id: number;
  avatar: string | null;
  username: string;
  name: string;
  kick_username: string | null;
  online: boolean;
}
/** GET /api/friends answers Friend[]. */
export type FriendsResponse = Friend[];

export interface FriendRequest {
  id: number;
  direction: 'incoming' | 'outgoing';
  user: Friend;
  created_at: string;
}

export const friendRequestSchema = z.object({
  user_id: idSchema('User is required'),
});
