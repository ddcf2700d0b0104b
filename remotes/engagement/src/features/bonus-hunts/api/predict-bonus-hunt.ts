import type { PredictBonusHuntInput, PredictBonusHuntResponse } from '@lobby/contract-engagement';
import { postJson } from '@lobby/shared-api';

/** POST /api/r/bonus-hunts/{id}/predict — creates or replaces the member's prediction. */
export const predictBonusHunt = (huntId: number, input: PredictBonusHuntInput) =>
  postJson<PredictBonusHuntResponse>(`api/r/bonus-hunts/${huntId}/predict`, input);
