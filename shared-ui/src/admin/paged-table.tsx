import styled from 'styled-components';
import { Button } from '../components/button';
import { Pagination } from '../components/pagination';
import { formatNumber } from '../format/format';
import { DataTable } from './data-table';
import type { DataTableProps } from './data-table';

/** Where a page sits in its list: the paging envelope the server answers (without the rows). */
export interface PageInfo {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

const Wrap = styled.div`
  display: grid;
  gap: 12px;
  min-width: 0;
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.textMuted};
  nav {
    justify-content: flex-end;
  }
`;

/** "Showing 26–50 of 120" for a page of a list. */
export function pageRangeText(info: PageInfo, shown: number): string {
  if (info.total === 0 || shown === 0) return `0 of ${formatNumber(info.total)}`;
  const first = (info.current_page - 1) * info.per_page + 1;
  const last = first + shown - 1;
  return `Showing ${formatNumber(first)}–${formatNumber(last)} of ${formatNumber(info.total)}`;
}

/** Under a paged list: the range shown and Previous/numbers/Next (nothing for an empty list). */
export function PageFooter({
  page,
  shown,
  onPageChange,
}: {
  page: PageInfo;
  /** How many rows this page holds. */
  shown: number;
  onPageChange: (page: number) => void;
}) {
  if (!(page.total > 0)) return null;
  return (
    <Footer>
      <span aria-live="polite">{pageRangeText(page, shown)}</span>
      <Pagination page={page.current_page} lastPage={page.last_page} onChange={onPageChange} />
    </Footer>
  );
}

export interface PagedDataTableProps<T> extends Omit<DataTableProps<T>, 'rows'> {
  /** The loaded page (undefined while the first load runs). */
  page: (PageInfo & { data: T[] }) | undefined;
  onPageChange: (page: number) => void;
}

/**
 * A `DataTable` of one page of a list, with the range shown and Previous/numbers/Next under it.
 * A page past the end (rows removed meanwhile) offers the last page instead of an empty table.
 */
export function PagedDataTable<T>({ page, onPageChange, empty, ...table }: PagedDataTableProps<T>) {
  const pastEnd = page != null && page.data.length === 0 && page.current_page > page.last_page;
  return (
    <Wrap>
      <DataTable
        {...table}
        rows={page?.data}
        empty={
          pastEnd ? (
            <>
              <span>This page is past the end of the list.</span>
              <Button
                type="button"
                $variant="secondary"
                $size="sm"
                onClick={() => onPageChange(page.last_page)}
              >
                Go to page {page.last_page}
              </Button>
            </>
          ) : (
            empty
          )
        }
      />
      {page && page.total > 0 && !table.error ? (
        <Footer>
          <span aria-live="polite">{pageRangeText(page, page.data.length)}</span>
          <Pagination page={page.current_page} lastPage={page.last_page} onChange={onPageChange} />
        </Footer>
      ) : null}
    </Wrap>
  );
}
