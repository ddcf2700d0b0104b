import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { AdminActionResponse } from '@lobby/contract-engagement';
import { logFailure } from '@lobby/shared-api';
import type { PagedResponse } from '@lobby/shared-api/contract';
import {
  ActionNotice,
  AdminPageHeader,
  Button,
  PagedDataTable,
  RowActionDialog,
  usePageParam,
  useRowAction,
} from '@lobby/shared-ui';
import type { DataColumn } from '@lobby/shared-ui';
import { failureText } from '../api/admin-api';

const Stack = styled.div`
  display: grid;
  gap: 16px;
  min-width: 0;
`;

interface Drawable {
  id: number;
}

export interface DrawListPageProps<T extends Drawable> {
  title: string;
  description: string;
  /** The "New …" button. */
  create: { label: string; to: string };
  /** The table's caption; the load error and empty text use its lower case. */
  caption: string;
  /** The list's query key for a page, and everything to refresh after a draw. */
  queryKey: (page: number) => QueryKey;
  refresh: QueryKey[];
  load: (page: number) => Promise<PagedResponse<T>>;
  columns: DataColumn<T>[];
  /** Whether the row offers Draw now. */
  canDraw: (row: T) => boolean;
  draw: (id: number) => Promise<AdminActionResponse>;
  confirmTitle: string;
  /** What the draw does to this row, in the dialog. */
  confirmText: (row: T) => ReactNode;
}

/**
 * A paged admin list of things drawn at their end (giveaways, wager raffles): New, the table,
 * and Draw now behind a confirmation, with the server's answer as a notice.
 */
export function DrawListPage<T extends Drawable>(props: DrawListPageProps<T>) {
  const { caption, queryKey, refresh, load, canDraw } = props;
  const [page, setPage] = usePageParam();
  const queryClient = useQueryClient();
  const noun = caption.toLowerCase();
  const list = useQuery({
    queryKey: queryKey(page),
    queryFn: () => load(page),
    meta: logFailure(`[engagement/admin] Failed to load ${noun}`),
  });
  const drawing = useRowAction({
    run: (row: T) => props.draw(row.id),
    onSuccess: (res) => {
      for (const key of refresh) void queryClient.invalidateQueries({ queryKey: key });
      return res.message;
    },
    errorText: failureText,
  });
  const actions: DataColumn<T> = {
    key: 'actions',
    header: 'Actions',
    render: (row) =>
      canDraw(row) ? (
        <Button type="button" $size="sm" $variant="secondary" onClick={() => drawing.open(row)}>
          Draw now
        </Button>
      ) : null,
  };

  return (
    <Stack>
      <AdminPageHeader
        title={props.title}
        description={props.description}
        actions={
          <Button as={Link} to={props.create.to}>
            {props.create.label}
          </Button>
        }
      />
      <ActionNotice>{drawing.notice}</ActionNotice>
      <PagedDataTable
        caption={caption}
        page={list.data}
        onPageChange={setPage}
        loading={list.isPending}
        error={list.isError ? `Failed to load ${noun}.` : null}
        onRetry={() => void list.refetch()}
        rowKey={(row) => row.id}
        empty={`No ${noun} yet.`}
        columns={[...props.columns, actions]}
      />
      <RowActionDialog action={drawing} title={props.confirmTitle} confirmLabel="Draw now">
        {(row) => <p>{props.confirmText(row)}</p>}
      </RowActionDialog>
    </Stack>
  );
}
