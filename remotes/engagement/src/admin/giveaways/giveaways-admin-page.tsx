import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { AdminGiveaway } from '@lobby/contract-engagement';
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
import { drawGiveawayNow, getAdminGiveaways, giveawayAdminKeys } from './api';

export const ADMIN_BASE = '/admin-new/engagement';

const Stack = styled.div`
  display: grid;
  gap: 16px;
  min-width: 0;
`;

const TONE = { active: 'success', ended: 'neutral', pending: 'warning' } as const;

/** Admin › Giveaways: every giveaway with its state, and Draw now. */
export function GiveawaysAdminPage() {
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: giveawayAdminKeys.list(),
    queryFn: async () => (await getAdminGiveaways()).data,
    meta: logFailure('[engagement/admin] Failed to load giveaways'),
  });
  const [drawing, setDrawing] = useState<AdminGiveaway | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const draw = useMutation({
    mutationFn: (g: AdminGiveaway) => drawGiveawayNow(g.id),
    onSuccess: (res) => {
      setNotice(res.message);
      setDrawing(null);
      void queryClient.invalidateQueries({ queryKey: giveawayAdminKeys.all() });
      void queryClient.invalidateQueries({ queryKey: ['engagement', 'giveaways'] });
    },
  });

  return (
    <Stack>
      <AdminPageHeader
        title="Giveaways"
        description="Raffles members enter for free, with points or with a password. Each is drawn at its end with a published commitment."
        actions={
          <Button as={Link} to={`${ADMIN_BASE}/giveaways/new`}>
            New giveaway
          </Button>
        }
      />
      {notice ? (
        <Alert $tone="success" role="status">
          {notice}
        </Alert>
      ) : null}
      <DataTable
        caption="Giveaways"
        rows={list.data}
        loading={list.isPending}
        error={list.isError ? 'Failed to load giveaways.' : null}
        onRetry={() => void list.refetch()}
        rowKey={(g) => g.id}
        empty="No giveaways yet."
        columns={[
          {
            key: 'title',
            header: 'Title',
            render: (g) => <Link to={`${ADMIN_BASE}/giveaways/${g.id}`}>{g.title}</Link>,
          },
          {
            key: 'status',
            header: 'Status',
            render: (g) => (
              <StatusBadge tone={TONE[g.status]}>
                {g.drawn_at ? 'Drawn' : g.status === 'ended' ? 'Ended, not drawn' : g.status}
              </StatusBadge>
            ),
          },
          {
            key: 'entries',
            header: 'Entries',
            align: 'right',
            render: (g) => formatNumber(g.entries_count),
          },
          { key: 'end', header: 'Ends', render: (g) => formatDateTime(g.end_datetime) },
          {
            key: 'winners',
            header: 'Winners',
            render: (g) =>
              g.winners.length
                ? g.winners.map((w) => w.username).join(', ')
                : `${g.number_of_winners} to draw`,
          },
          {
            key: 'actions',
            header: 'Actions',
            render: (g) =>
              g.drawn_at ? null : (
                <Button
                  type="button"
                  $size="sm"
                  $variant="secondary"
                  onClick={() => {
                    draw.reset();
                    setDrawing(g);
                  }}
                >
                  Draw now
                </Button>
              ),
          },
        ]}
      />
      <ConfirmDialog
        open={drawing != null}
        title="Draw this giveaway now?"
        confirmLabel="Draw now"
        busy={draw.isPending}
        error={draw.isError ? failureText(draw.error) : null}
        onConfirm={() => drawing && draw.mutate(drawing)}
        onCancel={() => setDrawing(null)}
      >
        {drawing ? (
          <p>
            Entries to “{drawing.title}” close, the entry list is frozen and{' '}
            {drawing.number_of_winners}{' '}
            {drawing.number_of_winners === 1 ? 'winner is' : 'winners are'} drawn and notified. This
            cannot be undone.
          </p>
        ) : null}
      </ConfirmDialog>
    </Stack>
  );
}
