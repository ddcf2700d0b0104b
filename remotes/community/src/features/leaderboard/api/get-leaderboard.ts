import type { LeaderboardPeriodResponse } from '@lobby/contract-community';
import { getJson } from '@lobby/shared-api';

/** GET /api/r/leaderboard?platform=&period= */
export const getLeaderboard = (platform: string | number, period: 'current' | 'last' = 'current') =>
  getJson<LeaderboardPeriodResponse>('api/r/leaderboard', { query: { platform, period } });
