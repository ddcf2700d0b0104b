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
