import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { WagerRaffle } from '@lobby/contract-engagement';
import { logFailure } from '@lobby/shared-api';
import {
  AdminPageHeader,
  Alert,
  Button,
  ConfirmDialog,
  DataTable,
  formatDateTime,
  formatNumber,
  StatusBadge,
} from '@lobby/shared-ui';
import { failureText } from '../shared/admin-api';
import { drawRaffleNow, getAdminRaffles, raffleAdminKeys } from './api';

export const RAFFLES_BASE = '/admin-new/engagement/wager-raffles';

const Stack = styled.div`
  display: grid;
  gap: 16px;
  min-width: 0;
`;

const TONE = { active: 'success', ended: 'neutral', upcoming: 'info' } as const;

/** Admin › Wager raffles: every raffle with its state, tickets, and Draw now once it ended. */
export function WagerRafflesAdminPage() {
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: raffleAdminKeys.list(),
    queryFn: getAdminRaffles,
    meta: logFailure('[engagement/admin] Failed to load wager raffles'),
  });
  const [drawing, setDrawing] = useState<WagerRaffle | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const draw = useMutation({
    mutationFn: (r: WagerRaffle) => drawRaffleNow(r.id),
    onSuccess: (res) => {
      setNotice(res.message);
      setDrawing(null);
      void queryClient.invalidateQueries({ queryKey: raffleAdminKeys.all() });
      void queryClient.invalidateQueries({ queryKey: ['engagement', 'wager-raffles'] });
    },
  });

  return (
    <Stack>
      <AdminPageHeader
        title="Wager raffles"
        description="Tickets are earned by wagering on the raffle's casinos during its window; they freeze at the end and auto-draw raffles draw themselves."
        actions={
          <Button as={Link} to={`${RAFFLES_BASE}/new`}>
            New wager raffle
          </Button>
        }
      />
      {notice ? (
        <Alert $tone="success" role="status">
          {notice}
        </Alert>
      ) : null}
      <DataTable
        caption="Wager raffles"
        rows={list.data?.data}
        loading={list.isPending}
        error={list.isError ? 'Failed to load wager raffles.' : null}
        onRetry={() => void list.refetch()}
        rowKey={(r) => r.id}
        empty="No wager raffles yet."
        columns={[
          {
            key: 'name',
            header: 'Name',
            render: (r) => <Link to={`${RAFFLES_BASE}/${r.id}`}>{r.name}</Link>,
          },
          {
            key: 'status',
            header: 'Status',
            render: (r) => (
              <StatusBadge tone={TONE[r.status]}>
                {r.drawn_at ? 'Drawn' : r.status}
                {r.auto_draw ? ' · auto' : ''}
              </StatusBadge>
            ),
          },
          {
            key: 'tickets',
            header: 'Tickets',
            align: 'right',
            render: (r) => formatNumber(r.total_tickets),
          },
          { key: 'end', header: 'Ends', render: (r) => formatDateTime(r.end_date) },
          {
            key: 'actions',
            header: 'Actions',
            render: (r) =>
              r.status === 'ended' && !r.drawn_at ? (
                <Button
                  type="button"
                  $size="sm"
                  $variant="secondary"
                  onClick={() => {
                    draw.reset();
                    setDrawing(r);
                  }}
                >
                  Draw now
                </Button>
              ) : null,
          },
        ]}
      />
      <ConfirmDialog
        open={drawing != null}
        title="Draw this raffle now?"
        confirmLabel="Draw now"
        busy={draw.isPending}
        error={draw.isError ? failureText(draw.error) : null}
        onConfirm={() => drawing && draw.mutate(drawing)}
        onCancel={() => setDrawing(null)}
      >
        <p>
          The tickets of “{drawing?.name}” are frozen, one winner is drawn per prize and notified.
          This cannot be undone.
        </p>
      </ConfirmDialog>
    </Stack>
  );
}
