import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  BonusHuntsResponse,
  PredictBonusHuntInput,
  PredictionsResponse,
  UserPredictionResponse,
} from '@lobby/contract-engagement';
import { predictBonusHunt } from '../api/predict-bonus-hunt';
import { bonusHuntKeys } from '../api/query-keys';

/**
 * Submits the member's prediction; on success the member's own prediction and the Predictions
 * tab show it at once (cache updated from the answer), then both are refetched with the count.
 */
export function usePredict(huntId: number, userId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PredictBonusHuntInput) => predictBonusHunt(huntId, input),
    onSuccess: (answer) => {
      queryClient.setQueryData<UserPredictionResponse>(
        bonusHuntKeys.userPrediction(huntId, userId),
        { success: true, prediction: answer.prediction },
      );
      queryClient.setQueryData<PredictionsResponse>(bonusHuntKeys.predictions(), (old) =>
        old
          ? {
              ...old,
              predictions: [
                answer.prediction,
                ...old.predictions.filter((p) => p.user.id !== answer.prediction.user.id),
              ],
            }
          : old,
      );
      queryClient.setQueryData<BonusHuntsResponse>(bonusHuntKeys.page(1), (old) => {
        const hunt = old?.latest_bonus_hunt;
        if (!old || !hunt || hunt.id !== huntId) return old;
        const known = queryClient.getQueryData<PredictionsResponse>(bonusHuntKeys.predictions())
          ?.predictions.length;
        return {
          ...old,
          latest_bonus_hunt: { ...hunt, predictions_count: known ?? hunt.predictions_count },
        };
      });
      void queryClient.invalidateQueries({ queryKey: bonusHuntKeys.predictions() });
      void queryClient.invalidateQueries({ queryKey: bonusHuntKeys.page(1) });
    },
  });
}
