import type { BonusHuntsResponse } from '@lobby/contract-engagement';
import { getJson } from '@lobby/shared-api';

/**
 * GET /api/r/bonus-hunts — the shown hunt (`hunt` when it is live, else the newest live one),
 * every live hunt, completed hunts (paged) and the shown hunt's stats.
 */
export const getBonusHunts = (page = 1, hunt: number | null = null) =>
  getJson<BonusHuntsResponse>('api/r/bonus-hunts', { query: { page, hunt } });
