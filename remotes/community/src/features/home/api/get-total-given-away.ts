import type { TotalGivenAwayResponse } from '@lobby/contract-community';
import { getJson } from '@lobby/shared-api';

/** GET /api/r/stats/total-given-away */
export const getTotalGivenAway = () =>
  getJson<TotalGivenAwayResponse>('api/r/stats/total-given-away');
