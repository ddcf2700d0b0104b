import type { UserPredictionResponse } from '@lobby/contract-engagement';
import { getJson } from '@lobby/shared-api';

/** GET /api/r/bonus-hunts/{id}/user-prediction */
export const getUserPrediction = (huntId: number) =>
  getJson<UserPredictionResponse>(`api/r/bonus-hunts/${huntId}/user-prediction`);
