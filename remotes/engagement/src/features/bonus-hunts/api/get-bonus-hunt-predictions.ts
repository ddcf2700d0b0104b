import type { PredictionsResponse } from '@lobby/contract-engagement';
import { getJson } from '@lobby/shared-api';

/** GET /api/r/bonus-hunts/predictions?hunt= — the predictions of the shown hunt. */
export const getBonusHuntPredictions = (hunt: number | null = null) =>
  getJson<PredictionsResponse>('api/r/bonus-hunts/predictions', { query: { hunt } });
