import type { LeaderboardIndexResponse } from '../../contract';
import { getJson } from '../../lib/api-client';

/** GET /api/r/leaderboard — every platform with its active leaderboard. */
export const getLeaderboards = () => getJson<LeaderboardIndexResponse>('api/r/leaderboard');
