import type { ListParams } from './list-params';
import type { PageInfo, PagedDataTableProps } from './paged-table';
import { PagedDataTable } from './paged-table';
import type { RowAction } from './row-action';
import { ActionNotice } from './row-action';
import type { StatusOption } from './status-filter';
import { AdminStatusFilter } from './status-filter';

/** What a queue shows of its load (TanStack Query's result fits). */
export interface QueueLoad<T> {
  data: (PageInfo & { data: T[] }) | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export interface AdminQueueListProps<T, S extends string> extends Omit<
  PagedDataTableProps<T>,
  'page' | 'onPageChange' | 'loading' | 'error' | 'onRetry'
> {
  /** The status filter: its toolbar name, choices and field label ("Status" unless given). */
  filter: { label: string; options: readonly StatusOption<S>[]; fieldLabel?: string };
  /** From `useListParams`: the status and page in the address. */
  params: ListParams<S>;
  load: QueueLoad<T>;
  /** What the table says when the load failed. */
  loadError: string;
  /** The row action whose notice shows above the table (cleared when the filter changes). */
  action?: Pick<RowAction<unknown>, 'notice' | 'clearNotice'>;
}

/**
 * A work queue of an admin screen: the status filter, the last action's notice and one page of
 * the queue (loading, error with Retry, empty, pager).
 */
export function AdminQueueList<T, S extends string>({
  filter,
  params,
  load,
  loadError,
  action,
  ...table
}: AdminQueueListProps<T, S>) {
  return (
    <>
      <AdminStatusFilter
        label={filter.label}
        fieldLabel={filter.fieldLabel}
        options={filter.options}
        value={params.status}
        onChange={(next) => {
          action?.clearNotice();
          params.setStatus(next);
        }}
      />
      <ActionNotice>{action?.notice}</ActionNotice>
      <PagedDataTable<T>
        {...table}
        page={load.data}
        onPageChange={params.setPage}
        loading={load.isPending}
        error={load.isError ? loadError : null}
        onRetry={() => void load.refetch()}
      />
    </>
  );
}
