import type { QueryKey, UseQueryResult } from '@tanstack/react-query';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListParams } from './list-params';
import { useListParams } from './list-params';
import type { PageInfo } from './paged-table';
import type { RowAction, RowActionOptions } from './row-action';
import { useRowAction } from './row-action';

export interface QueueListOptions<S extends string, T, A, R> {
  /** The status filter's values; the first is the default (the address stays clean on it). */
  statuses: readonly S[];
  /** The query key of one page of the queue in one status. */
  queryKey: (status: S, page: number) => QueryKey;
  /** Loads one page of the queue in one status. */
  load: (status: S, page: number) => Promise<PageInfo & { data: T[] }>;
  /** The query's meta, e.g. shared-api's `logFailure('[area/admin] Failed to load …')`. */
  meta?: Record<string, unknown>;
  /**
   * The row action. `refresh` lists the queries it changes: all are refreshed after a success;
   * the first (the queue's own) also after a failure, as someone else may have handled the row
   * meanwhile and the queue should show how it is now.
   */
  action: RowActionOptions<A, R> & { refresh: readonly QueryKey[] };
}

export interface QueueList<S extends string, T, A> {
  /** For `AdminQueueList`'s `params`: the status and page in the address. */
  params: ListParams<S>;
  /** For `AdminQueueList`'s `load`: the page shown. */
  list: UseQueryResult<PageInfo & { data: T[] }>;
  /** For `AdminQueueList`'s `action` and `RowActionDialog`. */
  action: RowAction<A>;
}

/**
 * The wiring of an admin work queue: its status and page in the address (`useListParams`), the
 * page of the queue (TanStack Query) and the row action asked first in a dialog (`useRowAction`)
 * that refreshes what it changed. Render with `AdminQueueList` and `RowActionDialog`.
 */
export function useQueueList<S extends string, T, A, R>({
  statuses,
  queryKey,
  load,
  meta,
  action: { refresh, onSuccess, onError, ...action },
}: QueueListOptions<S, T, A, R>): QueueList<S, T, A> {
  const params = useListParams(statuses, statuses[0]!);
  const { status, page } = params;
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: queryKey(status, page),
    queryFn: () => load(status, page),
    meta,
  });
  const row = useRowAction<A, R>({
    ...action,
    onSuccess: (result, target) => {
      for (const key of refresh) void queryClient.invalidateQueries({ queryKey: key });
      return onSuccess?.(result, target);
    },
    onError: (error, target) => {
      if (refresh[0]) void queryClient.invalidateQueries({ queryKey: refresh[0] });
      onError?.(error, target);
    },
  });
  return { params, list, action: row };
}
