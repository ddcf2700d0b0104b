import type { LeaderboardPeriodResponse } from '@lobby/contract-community';
import { getJson } from '@lobby/shared-api';

export interface LeaderboardParams {
  platform: string | number;
  period?: 'current' | 'last';
  /** Case-insensitive 'name contains' filter of the ranked list from #4. */
  search?: string;
  offset?: number;
  limit?: number;
}

/** GET /api/r/leaderboard?platform=&period=&search=&offset=&limit= */
export const getLeaderboard = ({ platform, period = 'current', ...page }: LeaderboardParams) =>
  getJson<LeaderboardPeriodResponse>('api/r/leaderboard', {
    query: { platform, period, ...page },
  });
