// Leaderboard pages. The summary every page's header banner reads (Platform, its top three and
// GET /api/r/leaderboard without a query) stays in the shared contract.
import { z } from 'zod';
import type { LeaderboardPlayer, Platform } from '@lobby/shared-api/contract';

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
