import type { BonusHuntsResponse } from '@lobby/contract-engagement';
import { getJson } from '@lobby/shared-api';

/** GET /api/r/bonus-hunts — latest hunt, past hunts (paged) and the latest hunt's stats. */
export const getBonusHunts = (page = 1) =>
  getJson<BonusHuntsResponse>('api/r/bonus-hunts', { query: { page } });
