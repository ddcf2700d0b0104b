import type { PredictionsResponse } from '../../contract';
import { getJson } from '../../lib/api-client';

/** GET /api/r/bonus-hunts/predictions */
export const getBonusHuntPredictions = () =>
  getJson<PredictionsResponse>('api/r/bonus-hunts/predictions');
