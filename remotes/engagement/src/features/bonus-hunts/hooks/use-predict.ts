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
      const shown = (old: PredictionsResponse | undefined) =>
        old
          ? {
              ...old,
              predictions: [
                answer.prediction,
                ...old.predictions.filter((p) => p.user.id !== answer.prediction.user.id),
              ],
            }
          : old;
      // The predictions are cached under the hunt asked for, or under no hunt (the default one).
      const keys = [bonusHuntKeys.predictions(huntId)];
      const shownByDefault = queryClient.getQueryData<BonusHuntsResponse>(bonusHuntKeys.page(1));
      if (shownByDefault?.latest_bonus_hunt?.id === huntId) keys.push(bonusHuntKeys.predictions());
      for (const key of keys) queryClient.setQueryData<PredictionsResponse>(key, shown);
      const known = keys
        .map((key) => queryClient.getQueryData<PredictionsResponse>(key)?.predictions.length)
        .find((n) => n !== undefined);
      queryClient.setQueriesData<BonusHuntsResponse>({ queryKey: bonusHuntKeys.pages() }, (old) => {
        const hunt = old?.latest_bonus_hunt;
        if (!old || !hunt || hunt.id !== huntId) return old;
        return {
          ...old,
          latest_bonus_hunt: { ...hunt, predictions_count: known ?? hunt.predictions_count },
        };
      });
      for (const key of keys) void queryClient.invalidateQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: bonusHuntKeys.pages() });
    },
  });
}
