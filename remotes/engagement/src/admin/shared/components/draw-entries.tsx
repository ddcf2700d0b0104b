import type { QueryKey } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { logFailure } from '@lobby/shared-api';
import type { DataColumn, PageInfo } from '@lobby/shared-ui';
import {
  AdminPageHeader,
  AdminStack,
  Button,
  PagedDataTable,
  usePageParam,
} from '@lobby/shared-ui';

/**
 * A drawn record's paged entries (a giveaway's entries, a wager raffle's tickets) with their
 * counts and the CSV export; the page is in the address.
 */
export function DrawEntries<T>({
  title,
  description,
  csvUrl,
  queryKey,
  load,
  rowKey,
  columns,
}: {
  /** 'Entries', 'Tickets': the header, the table's caption and the texts. */
  title: string;
  description: string;
  csvUrl: string;
  queryKey: (page: number) => QueryKey;
  load: (page: number) => Promise<PageInfo & { data: T[] }>;
  rowKey: (row: T) => string | number;
  columns: DataColumn<T>[];
}) {
  const noun = title.toLowerCase();
  const [page, setPage] = usePageParam();
  const rows = useQuery({
    queryKey: queryKey(page),
    queryFn: () => load(page),
    meta: logFailure(`[engagement/admin] Failed to load ${noun}`),
  });
  return (
    <AdminStack>
      <AdminPageHeader
        title={title}
        description={description}
        actions={
          <Button as="a" $variant="secondary" href={csvUrl} download>
            Export CSV
          </Button>
        }
      />
      <PagedDataTable
        caption={title}
        page={rows.data}
        onPageChange={setPage}
        loading={rows.isPending}
        error={rows.isError ? `Failed to load ${noun}.` : null}
        onRetry={() => void rows.refetch()}
        rowKey={rowKey}
        empty={`No ${noun} yet.`}
        columns={columns}
      />
    </AdminStack>
  );
}
