// Profile pages: a member's public profile and the viewer's friendship with them.
import { z } from 'zod';
import { singleLineText } from '@lobby/shared-api/contract';
import type { Role } from '@lobby/shared-api/contract';

/** How the logged-in viewer stands with the member whose profile they look at. */
export type FriendshipStatus =
  'self' | 'none' | 'friends' | 'pending_outgoing' | 'pending_incoming';

export interface ProfileFriendship {
  status: FriendshipStatus;
  /** The pending request's id (accept it with POST /api/friends/requests/{id}/accept); null otherwise. */
  request_id: number | null;
}

/** GET /api/r/user/{id|username} — public profile; private fields only for the member themself. */
export interface UserProfile {
  id: number;
  username: string;
  global_name: string | null;
  name: string;
  avatar: string | null;
  kick_username: string | null;
  bio: string | null;
  twitter_user: string | null;
  youtube_user: string | null;
  instagram_user: string | null;
  tiktok_user: string | null;
  points: number;
  xp: number;
  role: Role;
  created_at: string;
  last_active: string | null;
  last_daily_claim: string | null;
  crypto: string | null;
  crypto2: string | null;
  crypto3: string | null;
  banner: string | null;
  email?: string | null;
  time_zone?: string;
  /** How many achievements the member has unlocked. */
  achievements_count?: number;
  /** The logged-in viewer's friendship with the member; null for a logged-out viewer. */
  friendship?: ProfileFriendship | null;
}

export interface UserProfileResponse {
  success: true;
  data: UserProfile;
}

export const userLookupParamSchema = z.object({
  idOrUsername: singleLineText().trim().min(1, 'User is required').max(64, 'User is too long'),
});
