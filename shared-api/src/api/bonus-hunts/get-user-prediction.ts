import type { UserPredictionResponse } from '@lobby/contract-engagement';
import { getJson } from '../../lib/api-client';

/** GET /api/r/bonus-hunts/{id}/user-prediction */
export const getUserPrediction = (huntId: number) =>
  getJson<UserPredictionResponse>(`api/r/bonus-hunts/${huntId}/user-prediction`);
