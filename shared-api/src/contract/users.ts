import { z } from 'zod';
import type { ProfileFriendship } from './profile';

export type Role = 'member' | 'vip' | 'moderator' | 'admin';

/** A member as the header and session know them (own account: private fields included). */
export interface SessionUser {
  id: number;
  discord_id: string | null;
  username: string;
  global_name: string | null;
  /** Display name: global_name, else username. */
  name: string;
  avatar: string | null;
  kick_username: string | null;
  email: string | null;
  role: Role;
  points: number;
  xp: number;
  last_daily_claim: string | null;
  /** Calendar day (YYYY-MM-DD, member's time zone) of the last daily claim. */
  last_daily_claim_day: string | null;
  time_zone: string;
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
  idOrUsername: z.string().trim().min(1, 'User is required').max(64, 'User is too long'),
});

/** POST /api/r/profile/claim-daily */
export interface ClaimDailyResponse {
  success: true;
  points_awarded: number;
  xp_awarded: number;
  points: number;
  last_daily_claim: string;
  last_daily_claim_day: string;
  next_claim_at: string;
}
