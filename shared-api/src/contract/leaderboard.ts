import { z } from 'zod';

export interface ActiveLeaderboard {
  current_period_start: string;
  current_period_end: string;
  timeframe: 'weekly' | 'biweekly' | 'monthly';
  total_prize_pool: number;
  currency_symbol: string;
}

export interface Platform {
  id: number;
  slug: string;
  name: string;
  image: string | null;
  active_leaderboard: ActiveLeaderboard | null;
  /** Top three of the current period (used by the home carousel). */
  top_three: LeaderboardPlayer[];
}

export interface LeaderboardPlayer {
  rank: number;
  displayName: string;
  username: string;
  wagered: number;
  favoriteGameTitle: string | null;
}

/** GET /api/r/leaderboard (no query): every platform with its active leaderboard. */
export interface LeaderboardIndexResponse {
  success: true;
  data: {
    platforms: Platform[];
    top_three: LeaderboardPlayer[];
    rest_of_users: LeaderboardPlayer[];
    prizes: number[];
    current_period: { start: string; end: string } | null;
  };
}

/** GET /api/r/leaderboard/{slug}: the current top three of one platform. */
export interface LeaderboardTopResponse {
  success: true;
  data: { platform: Platform; top_three: LeaderboardPlayer[]; currency_symbol: string };
}

export const leaderboardQuerySchema = z.object({
  platform: z
    .string()
    .trim()
    .min(1, 'Platform is required')
    .max(64, 'Platform is too long')
    .optional(),
  period: z
    .enum(['current', 'last'], { message: "Period must be 'current' or 'last'" })
    .default('current'),
});
export type LeaderboardQuery = z.infer<typeof leaderboardQuerySchema>;

export const leaderboardSlugParamSchema = z.object({
  slug: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[a-z0-9-]+$/, 'Invalid platform slug'),
});

/** GET /api/r/leaderboard?platform=&period= */
export interface LeaderboardPeriodResponse {
  success: true;
  data: {
    platform: Platform;
    period: 'current' | 'last';
    top_three: LeaderboardPlayer[];
    rest_of_users: LeaderboardPlayer[];
    prizes: number[];
    current_period: { start: string; end: string };
    currency_symbol: string;
  };
}
