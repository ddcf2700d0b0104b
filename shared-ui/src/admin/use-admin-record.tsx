import type { QueryKey } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Loader } from '../components/loader';
import { AdminLoadError, AdminNotFound } from './form-layout';
import { useRecordId } from './form-state';

export interface AdminRecordOptions<D> {
  /** The record's query key. */
  queryKey: (id: number) => QueryKey;
  /** Loads the record (the server's `{ data }` answer). */
  load: (id: number) => Promise<{ data: D }>;
  /** The query's meta, e.g. shared-api's `logFailure('[area/admin] Failed to load …')`. */
  meta?: Record<string, unknown>;
  /** What the record is, in a sentence: 'store item' ("Failed to load the store item."). */
  noun: string;
  /** The header over a load failure ('Store item'). */
  title: string;
  /** The header of the page of an id that does not exist ('Item not found'). */
  notFoundTitle: string;
}

/** A query the form also needs before it shows (a list to pick from): its failure and wait count. */
interface NeededQuery {
  isError: boolean;
  isPending: boolean;
  refetch: () => unknown;
}

const isNotFound = (error: unknown) =>
  error != null && typeof error === 'object' && (error as { status?: unknown }).status === 404;

/**
 * The record of an admin edit page (`…/new` or `…/:id`): the id from the address and the record's
 * query. `gate(back, needed)` is what the page shows instead of its form while there is nothing
 * to edit yet — an id that does not exist, a failed load (with Retry), the loader — or null.
 */
export function useAdminRecord<D>(o: AdminRecordOptions<D>) {
  const { id, editing, validId } = useRecordId();
  const detail = useQuery({
    queryKey: o.queryKey(id ?? 0),
    queryFn: async () => (await o.load(id!)).data,
    enabled: editing && validId,
    meta: o.meta,
  });

  const gate = (back?: ReactNode, needed: readonly NeededQuery[] = []): ReactNode => {
    if (editing && (!validId || isNotFound(detail.error)))
      return (
        <AdminNotFound
          title={o.notFoundTitle}
          message={`This ${o.noun} does not exist.`}
          actions={back}
        />
      );
    if ((editing && detail.isError) || needed.some((q) => q.isError))
      return (
        <AdminLoadError
          title={o.title}
          actions={back}
          onRetry={() => {
            if (editing) void detail.refetch();
            for (const q of needed) if (q.isError) void q.refetch();
          }}
        >
          Failed to load the {o.noun}.
        </AdminLoadError>
      );
    if ((editing && detail.isPending) || needed.some((q) => q.isPending)) return <Loader />;
    return null;
  };

  return { id, editing, validId, detail, gate };
}
