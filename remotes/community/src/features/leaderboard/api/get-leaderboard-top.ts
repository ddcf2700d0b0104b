import type { LeaderboardTopResponse } from '@lobby/contract-community';
import { getJson } from '@lobby/shared-api';

/** GET /api/r/leaderboard/{slug} — the current top three of one platform. */
export const getLeaderboardTop = (slug: string) =>
  getJson<LeaderboardTopResponse>(`api/r/leaderboard/${encodeURIComponent(slug)}`);
