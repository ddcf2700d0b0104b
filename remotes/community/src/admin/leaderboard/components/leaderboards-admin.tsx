import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { AdminPlatform } from '@lobby/contract-community';
import {
  AdminPageHeader,
  Button,
  DataTable,
  StatusBadge,
  formatDateTime,
  formatMoney,
} from '@lobby/shared-ui';
import { adminLeaderboardKeys, listAdminLeaderboards } from '../api/admin-leaderboards';
import { CsvPanel } from './csv-panel';
import { EntriesPanel } from './entries-panel';
import { FeedPanel } from './feed-panel';
import { PeriodForm } from './period-form';
import { PlatformForm } from './platform-form';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  min-width: 0;
`;

const TIMEFRAME: Record<string, string> = {
  weekly: 'Weekly',
  biweekly: 'Bi-weekly',
  monthly: 'Monthly',
  custom: 'Custom',
};

function FeedState({ p }: { p: AdminPlatform }) {
  const f = p.feed;
  if (!f) return <StatusBadge>No feed</StatusBadge>;
  if (f.kind === 'csv') return <StatusBadge tone="info">CSV</StatusBadge>;
  if (!f.enabled) return <StatusBadge>Off</StatusBadge>;
  if (f.failures > 0)
    return (
      <span title={f.last_error ?? undefined}>
        <StatusBadge tone="danger">Failing</StatusBadge>
      </span>
    );
  return f.last_success_at ? (
    <StatusBadge tone="success">OK</StatusBadge>
  ) : (
    <StatusBadge tone="warning">Waiting</StatusBadge>
  );
}

/**
 * Admin › Leaderboards: every platform with its period and feed health; choosing one opens its
 * settings, period and prizes, feed (with "Sync now"), standings with corrections, and CSV import.
 */
export default function LeaderboardsAdmin() {
  const list = useQuery({ queryKey: adminLeaderboardKeys.list(), queryFn: listAdminLeaderboards });
  // `?platform=<id>` opens that platform (the dashboard's failing-feed links).
  const [params] = useSearchParams();
  const [selected, setSelected] = useState<number | 'new' | null>(() => {
    const id = Number(params.get('platform'));
    return Number.isInteger(id) && id > 0 ? id : null;
  });
  const platforms = list.data?.data.platforms;
  const current =
    typeof selected === 'number' ? (platforms?.find((p) => p.id === selected) ?? null) : null;

  return (
    <Stack>
      <AdminPageHeader
        title="Leaderboards"
        description="Casino platforms, their leaderboard periods and prizes, and where the wagers come from. Periods close and the next one opens on their own."
        actions={
          <Button type="button" onClick={() => setSelected('new')}>
            New platform
          </Button>
        }
      />
      <DataTable
        caption="Platforms"
        rows={platforms}
        rowKey={(p) => p.id}
        loading={list.isPending}
        error={list.isError ? list.error.message || 'Could not load the platforms' : null}
        onRetry={() => void list.refetch()}
        empty="No platforms yet: add the first one."
        columns={[
          {
            key: 'name',
            header: 'Platform',
            render: (p) => (
              <>
                <strong>{p.name}</strong>
                {p.active ? null : ' (hidden)'}
              </>
            ),
          },
          {
            key: 'period',
            header: 'Period',
            render: (p) =>
              p.period
                ? `${TIMEFRAME[p.period.timeframe]} · ends ${formatDateTime(p.period.end)}`
                : 'None',
          },
          {
            key: 'pool',
            header: 'Prize pool',
            align: 'right',
            render: (p) =>
              p.period
                ? formatMoney(Number(p.period.total_prize_pool), p.currency_symbol, { cents: true })
                : '—',
          },
          { key: 'feed', header: 'Feed', render: (p) => <FeedState p={p} /> },
          {
            key: 'synced',
            header: 'Last updated',
            render: (p) =>
              p.feed?.last_success_at ? formatDateTime(p.feed.last_success_at) : 'Never',
          },
          { key: 'rows', header: 'Players', align: 'right', render: (p) => p.period?.entries ?? 0 },
          {
            key: 'edit',
            header: 'Manage',
            render: (p) => (
              <Button
                type="button"
                $size="sm"
                $variant={selected === p.id ? 'primary' : 'secondary'}
                aria-label={`Manage ${p.name}`}
                aria-pressed={selected === p.id}
                onClick={() => setSelected(p.id)}
              >
                Manage
              </Button>
            ),
          },
        ]}
      />
      {selected === 'new' ? (
        <PlatformForm key="new" platform={null} onSaved={(p) => setSelected(p.id)} />
      ) : null}
      {current && list.data ? (
        <>
          <PlatformForm key={`p${current.id}`} platform={current} onSaved={() => undefined} />
          <PeriodForm key={`period${current.id}:${current.period?.id ?? 0}`} platform={current} />
          <FeedPanel
            key={`feed${current.id}`}
            platform={current}
            kinds={list.data.data.feed_kinds}
          />
          <EntriesPanel key={`entries${current.id}`} platform={current} />
          <CsvPanel key={`csv${current.id}`} platform={current} />
        </>
      ) : null}
    </Stack>
  );
}
