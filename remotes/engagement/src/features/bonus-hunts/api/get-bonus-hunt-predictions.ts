import type { PredictionsResponse } from '@lobby/contract-engagement';
import { getJson } from '@lobby/shared-api';

/** GET /api/r/bonus-hunts/predictions */
export const getBonusHuntPredictions = () =>
  getJson<PredictionsResponse>('api/r/bonus-hunts/predictions');
