import type { PredictionsResponse } from '@lobby/contract-engagement';
import { getJson } from '../../lib/api-client';

/** GET /api/r/bonus-hunts/predictions */
export const getBonusHuntPredictions = () =>
  getJson<PredictionsResponse>('api/r/bonus-hunts/predictions');
