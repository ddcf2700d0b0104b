// Leaderboard pages. The summary every page's header banner reads (Platform, its top three and
// GET /api/r/leaderboard without a query) stays in the shared contract.
import { z } from 'zod';
import { singleLineText } from '@lobby/shared-api/contract';
import type { LeaderboardPlayer, Platform } from '@lobby/shared-api/contract';
import type { LeaderboardDataInfo } from './leaderboard-data';

/** GET /api/r/leaderboard/{slug}: the current top three of one platform. */
export interface LeaderboardTopResponse {
  success: true;
  data: { platform: Platform; top_three: LeaderboardPlayer[]; currency_symbol: string };
}

/** Players of the ranked list (from #4) sent per page, by default and at most. */
export const LEADERBOARD_PAGE_SIZE = 100;
export const LEADERBOARD_PAGE_MAX = 500;

export const leaderboardQuerySchema = z.object({
  platform: singleLineText()
    .trim()
    .min(1, 'Platform is required')
    .max(64, 'Platform is too long')
    .optional(),
  period: z
    .enum(['current', 'last'], { message: "Period must be 'current' or 'last'" })
    .default('current'),
  /** Case-insensitive 'name contains' filter of the ranked list from #4 (display name or username). */
  search: singleLineText().trim().max(64, 'Search is too long').optional(),
  /** Paging of the ranked list from #4: a period may hold 100,000 players. */
  offset: z.coerce
    .number({ message: 'Offset must be a number' })
    .int('Offset must be a whole number')
    .min(0, 'Offset must be at least 0')
    .max(1_000_000, 'Offset is too large')
    .default(0),
  limit: z.coerce
    .number({ message: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(LEADERBOARD_PAGE_MAX, `Limit must be at most ${LEADERBOARD_PAGE_MAX}`)
    .default(LEADERBOARD_PAGE_SIZE),
});
export type LeaderboardQuery = z.infer<typeof leaderboardQuerySchema>;

export const leaderboardSlugParamSchema = z.object({
  slug: singleLineText()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[a-z0-9-]+$/, 'Invalid platform slug'),
});

/**
 * GET /api/r/leaderboard?platform=&period= — with when the platform's data was last updated and
 * the period's latest standings snapshot (LeaderboardDataInfo).
 */
export interface LeaderboardPeriodResponse {
  success: true;
  data: LeaderboardDataInfo & {
    platform: Platform;
    period: 'current' | 'last';
    top_three: LeaderboardPlayer[];
    /** One page (offset, limit) of the ranked list from #4, filtered by `search` when given. */
    rest_of_users: LeaderboardPlayer[];
    /** Every ranked player of the period (podium included). */
    total_players: number;
    /**
     * Players from #4 matching `search` (all of them without one): what paging runs over. With
     * `rest_total_capped`, more than this many: a search stops counting at 1,000, and a common
     * term in a big period is not counted at all (then this is the rows up to this page).
     */
    rest_total: number;
    /** The search matches more than `rest_total` players (shown as "1,000+", "100+"). */
    rest_total_capped: boolean;
    /** More players come after this page (the pager's next page exists). */
    rest_has_more: boolean;
    prizes: number[];
    /** The period's prize pool (0 when there is no period). */
    total_prize_pool: number;
    current_period: { start: string; end: string };
    currency_symbol: string;
    /**
     * The amounts are weighted wagers (the platform ranks by weighted, or its Rainbet key reports
     * "target edge" weighted amounts): the board says so next to the standings.
     */
    weighted_wagers?: boolean;
  };
}
