import type { UseQueryResult } from '@tanstack/react-query';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { logFailure } from '@lobby/shared-api';
import { getBonusHuntPredictions } from '../api/get-bonus-hunt-predictions';
import { getBonusHunts } from '../api/get-bonus-hunts';
import { getUserPrediction } from '../api/get-user-prediction';
import { bonusHuntKeys } from '../api/query-keys';

/** What a part of the page knows about one of its calls. */
export interface RemoteData<T> {
  data: T | null;
  error: Error | null;
  /** True while the data shown is not yet the answer for what is asked (first load, next page). */
  loading: boolean;
  reload: () => void;
}

function remoteData<T>(query: UseQueryResult<T>): RemoteData<T> {
  return {
    data: query.data ?? null,
    error: query.isError ? query.error : null,
    loading: query.isFetching && (query.data === undefined || query.isPlaceholderData),
    reload: () => void query.refetch(),
  };
}

const logAs = (what: string) => logFailure(`[engagement/bonus-hunts] Failed to load ${what}`);

/** One page of GET /api/r/bonus-hunts; page 1 (with the shown hunt) is what the page opens on. */
const huntsPage = (page: number, hunt: number | null) =>
  queryOptions({
    queryKey: bonusHuntKeys.page(page, hunt),
    queryFn: () => getBonusHunts(page, hunt),
    meta: logAs(page === 1 ? 'the bonus hunt' : `past hunts page ${page}`),
  });

/**
 * The bonus hunt page's calls: the shown hunt (`picked` by the visitor; else the newest live one)
 * with page 1 of past hunts, its predictions, the member's own prediction for it (logged in only),
 * and a later page of past hunts while `historyPage` > 1 (the previous page stays shown, dimmed,
 * while the next one loads).
 */
export function useBonusHuntData(
  userId: number | null,
  historyPage: number,
  picked: number | null = null,
) {
  const queryClient = useQueryClient();
  // The live hunt shown by default, kept once known: the page goes on showing it when it
  // completes or another hunt starts (the visitor picks another one).
  const [watched, setWatched] = useState<number | null>(null);
  const wanted = picked ?? watched;
  const hunts = useQuery({ ...huntsPage(1, wanted), placeholderData: keepPreviousData });
  const predictions = useQuery({
    queryKey: bonusHuntKeys.predictions(wanted),
    queryFn: () => getBonusHuntPredictions(wanted),
    placeholderData: keepPreviousData,
    meta: logAs('predictions'),
  });
  const huntId = hunts.data?.latest_bonus_hunt?.id ?? null;
  const shownLive = wanted === null && hunts.data?.latest_bonus_hunt?.is_active === true;
  // Kept once its predictions are in too: what was fetched for "the default hunt" is this
  // hunt's, so keeping it asks for nothing again (a failed load stays shown with its Retry).
  const predictionsIn = predictions.isSuccess && !predictions.isFetching;
  useEffect(() => {
    if (!shownLive || huntId === null || !predictionsIn) return;
    queryClient.setQueryData(bonusHuntKeys.page(1, huntId), hunts.data);
    queryClient.setQueryData(bonusHuntKeys.predictions(huntId), predictions.data);
    setWatched(huntId);
  }, [shownLive, huntId, predictionsIn, hunts.data, predictions.data, queryClient]);
  const own = useQuery({
    queryKey: bonusHuntKeys.userPrediction(huntId ?? 0, userId),
    queryFn: () => getUserPrediction(huntId!),
    enabled: userId !== null && huntId !== null,
    meta: logAs('the member prediction'),
  });
  const pastPage = useQuery({
    ...huntsPage(historyPage, null),
    enabled: historyPage > 1,
    placeholderData: keepPreviousData,
  });
  return {
    hunts: remoteData(hunts),
    predictions: remoteData(predictions),
    own: remoteData(own),
    pastPage: remoteData(pastPage),
  };
}
