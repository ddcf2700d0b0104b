import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { StoreSort } from '@lobby/contract-commerce';
import { logFailure, useMemberRefetch, useSessionStore, useViewerId } from '@lobby/shared-api';
import { getStore } from '../api/get-store';
import { storeKeys } from '../api/query-keys';

/** What the member's live channel refetches here. */
const STORE_LIVE = [storeKeys.all()];

export type StoreLoadStatus = 'loading' | 'ready' | 'error';

/**
 * Loads GET /api/r/store for the given search and sort. The previous answer stays on screen
 * while a new one loads (no layout jump). Each answer's member points are copied into the session
 * store as it arrives (so the header agrees), never from the cache, and never from an answer
 * whose query was cancelled meanwhile (a redemption cancels the loads it may have outdated).
 */
export function useStoreData({ search, sort }: { search: string; sort: StoreSort }) {
  const viewerId = useViewerId();
  const key = useMemo(() => storeKeys.list(viewerId, search, sort), [viewerId, search, sort]);
  // A redemption processed or refunded by staff, or points moving, shows without a reload.
  useMemberRefetch(['redemptions', 'points'], STORE_LIVE);
  const query = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => {
      const res = await getStore({ search: search || undefined, sort }, signal);
      signal.throwIfAborted();
      if (res.user_points != null) useSessionStore.getState().setPoints(res.user_points);
      return res;
    },
    // The previous answer, read afresh on each render (a new function each time: TanStack
    // reuses a placeholder while the option stays the same), so a change applied to that answer
    // while this one loads (a redemption's result) shows at once.
    placeholderData: (previous) => previous,
    meta: logFailure('Failed to load the store'),
  });

  // Once shown, a store stays shown when a later load fails; a retry after a first failure
  // shows the loading state again.
  const status: StoreLoadStatus = query.data
    ? 'ready'
    : query.isError && !query.isFetching
      ? 'error'
      : 'loading';

  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);

  return { data: query.data ?? null, status, reloading: query.isFetching, reload };
}
