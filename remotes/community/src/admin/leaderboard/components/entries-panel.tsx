import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminPlatform } from '@lobby/contract-community';
import {
  AdminFormField,
  Button,
  DataTable,
  Input,
  StatusBadge,
  formatMoney,
  useUnsavedChangesPrompt,
} from '@lobby/shared-ui';
import { adminLeaderboardKeys, correctEntry, listEntries } from '../api/admin-leaderboards';
import { Panel, FormGrid, Wide, NoticeLine, fieldErrorsOf, useInvalidate } from './panel';
import type { Notice } from './panel';

/** The current standings, and correcting one player's amount (audited, kept over syncs). */
export function EntriesPanel({ platform }: { platform: AdminPlatform }) {
  const invalidate = useInvalidate();
  const queryClient = useQueryClient();
  const [q, setQ] = useState('');
  const [form, setForm] = useState({ username: '', wagered: '', reason: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<Notice>(null);
  const unsavedPrompt = useUnsavedChangesPrompt(
    form.username !== '' || form.wagered !== '' || form.reason !== '',
  );
  const entries = useQuery({
    queryKey: adminLeaderboardKeys.entries(platform.id, q),
    queryFn: () => listEntries(platform.id, q),
  });
  const correct = useMutation({
    mutationFn: () => correctEntry(platform.id, form),
    onSuccess: (a) => {
      setErrors({});
      setForm({ username: '', wagered: '', reason: '' });
      setNotice({ tone: 'success', text: a.message });
      void invalidate();
      void queryClient.invalidateQueries({ queryKey: adminLeaderboardKeys.all() });
    },
    onError: (e) => {
      setErrors(fieldErrorsOf(e));
      setNotice({ tone: 'danger', text: e.message || 'Could not correct the entry' });
    },
  });
  const sym = platform.currency_symbol;
  return (
    <Panel aria-labelledby="entries">
      {unsavedPrompt}
      <h2 id="entries">Standings</h2>
      <AdminFormField label="Find a player">
        {(p) => (
          <Input
            {...p}
            type="search"
            value={q}
            maxLength={64}
            onChange={(e) => setQ(e.target.value)}
          />
        )}
      </AdminFormField>
      {entries.data && entries.data.data.total > entries.data.data.entries.length ? (
        <p>
          Showing {entries.data.data.entries.length} of {entries.data.data.total} players: search to
          find one.
        </p>
      ) : null}
      <DataTable
        caption="Current standings"
        rows={entries.data?.data.entries}
        rowKey={(e) => e.username}
        loading={entries.isPending}
        error={entries.isError ? entries.error.message || 'Could not load the standings' : null}
        onRetry={() => void entries.refetch()}
        empty="No players in this period yet."
        columns={[
          { key: 'rank', header: '#', render: (e) => e.rank, width: '56px' },
          { key: 'username', header: 'Username', render: (e) => e.username },
          {
            key: 'wagered',
            header: 'Wagered',
            align: 'right',
            render: (e) => formatMoney(Number(e.wagered), sym, { cents: true }),
          },
          {
            key: 'corrected',
            header: 'Source',
            render: (e) =>
              e.corrected ? <StatusBadge tone="warning">Corrected</StatusBadge> : 'Feed',
          },
          {
            key: 'fix',
            header: 'Correct',
            render: (e) => (
              <Button
                type="button"
                $size="sm"
                $variant="secondary"
                aria-label={`Correct ${e.username}`}
                onClick={() => setForm({ username: e.username, wagered: e.wagered, reason: '' })}
              >
                Correct
              </Button>
            ),
          },
        ]}
      />
      <FormGrid
        onSubmit={(e) => {
          e.preventDefault();
          setNotice(null);
          correct.mutate();
        }}
        noValidate
        aria-label="Correct an entry"
      >
        <AdminFormField label="Username" required error={errors.username}>
          {(p) => (
            <Input
              {...p}
              value={form.username}
              onChange={(e) => setForm((f) => ({ ...f, username: e.target.value }))}
            />
          )}
        </AdminFormField>
        <AdminFormField label={`Wagered (${sym})`} required error={errors.wagered}>
          {(p) => (
            <Input
              {...p}
              inputMode="decimal"
              value={form.wagered}
              onChange={(e) => setForm((f) => ({ ...f, wagered: e.target.value }))}
            />
          )}
        </AdminFormField>
        <AdminFormField label="Reason" required error={errors.reason} hint="Kept in the audit log">
          {(p) => (
            <Input
              {...p}
              value={form.reason}
              maxLength={500}
              onChange={(e) => setForm((f) => ({ ...f, reason: e.target.value }))}
            />
          )}
        </AdminFormField>
        <Wide>
          <Button type="submit" disabled={correct.isPending}>
            {correct.isPending ? 'Saving...' : 'Save correction'}
          </Button>
        </Wide>
      </FormGrid>
      <NoticeLine notice={notice} />
    </Panel>
  );
}
