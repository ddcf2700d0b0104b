import type { TotalGivenAwayResponse } from '@lobby/contract-community';
import { getJson } from '../../lib/api-client';

/** GET /api/r/stats/total-given-away */
export const getTotalGivenAway = () =>
  getJson<TotalGivenAwayResponse>('api/r/stats/total-given-away');
