import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { StoreItem, StoreResponse, StoreSort } from '@lobby/contract-commerce';
import { logFailure, useSessionStore, useViewerId } from '@lobby/shared-api';
import { getStore } from '../api/get-store';
import { storeKeys } from '../api/query-keys';

export type StoreLoadStatus = 'loading' | 'ready' | 'error';

/**
 * Loads GET /api/r/store for the given search and sort. The previous answer stays on screen
 * while a new one loads (no layout jump). Each answer's member points are copied into the session
 * store as it arrives (so the header agrees), never from the cache.
 */
export function useStoreData({ search, sort }: { search: string; sort: StoreSort }) {
  const viewerId = useViewerId();
  const queryClient = useQueryClient();
  const key = useMemo(() => storeKeys.list(viewerId, search, sort), [viewerId, search, sort]);
  const query = useQuery({
    queryKey: key,
    queryFn: async () => {
      const res = await getStore({ search: search || undefined, sort });
      if (res.user_points != null) useSessionStore.getState().setPoints(res.user_points);
      return res;
    },
    placeholderData: keepPreviousData,
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

  /** Applies a known change to the shown answer before the reload confirms it (after a redemption). */
  const patch = useCallback(
    (itemId: number, itemPatch: Partial<StoreItem>, userPoints?: number) =>
      queryClient.setQueryData<StoreResponse>(key, (d) =>
        d
          ? {
              ...d,
              user_points: userPoints ?? d.user_points,
              store_items: d.store_items.map((i) => (i.id === itemId ? { ...i, ...itemPatch } : i)),
            }
          : d,
      ),
    [queryClient, key],
  );

  return { data: query.data ?? null, status, reloading: query.isFetching, reload, patch };
}
