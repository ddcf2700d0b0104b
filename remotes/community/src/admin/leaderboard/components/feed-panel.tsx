import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useState } from 'react';
import type {
  AdminFeedKind,
  AdminFeedPreviewResponse,
  AdminPlatform,
  FeedKindOption,
} from '@lobby/contract-community';
import {
  AdminFormField,
  Button,
  DataTable,
  FactList,
  Input,
  Select,
  StatusBadge,
  TextArea,
  formatDateTime,
  formatMoney,
  useUnsavedChangesPrompt,
} from '@lobby/shared-ui';
import type { DataColumn } from '@lobby/shared-ui';
import { previewFeed, saveFeed, syncNow } from '../api/admin-leaderboards';
import { FEED_FIELDS, formValues, toConfig } from './feed-fields';
import { Panel, FormGrid, Wide, Check, NoticeLine, fieldErrorsOf, useInvalidate } from './panel';
import type { Notice } from './panel';

/** The feed: type, settings (secrets masked), interval; its sync state and "Sync now". */
export function FeedPanel({
  platform,
  kinds,
}: {
  platform: AdminPlatform;
  kinds: AdminFeedKind[];
}) {
  const invalidate = useInvalidate();
  const feed = platform.feed;
  const [kind, setKind] = useState<FeedKindOption>(feed?.kind ?? 'roobet');
  const [values, setValues] = useState(() => formValues(kind, feed?.config ?? {}));
  const [interval, setIntervalS] = useState(String(feed?.sync_interval_s ?? 300));
  const [enabled, setEnabled] = useState(feed?.enabled ?? true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<Notice>(null);
  const snapshot = (v: typeof values) => JSON.stringify({ kind, values: v, interval, enabled });
  const [saved, setSaved] = useState(() => snapshot(values));
  const unsavedPrompt = useUnsavedChangesPrompt(snapshot(values) !== saved);
  const info = kinds.find((k) => k.kind === kind);
  const save = useMutation({
    mutationFn: () =>
      saveFeed(platform.id, {
        kind,
        config: toConfig(kind, values),
        enabled,
        sync_interval_s: Number(interval),
      }),
    onSuccess: (a) => {
      setErrors({});
      const next = formValues(kind, a.data.feed?.config ?? {});
      setValues(next);
      setSaved(snapshot(next));
      setNotice({ tone: 'success', text: a.message });
      void invalidate();
    },
    onError: (e) => {
      setErrors(fieldErrorsOf(e));
      setNotice({ tone: 'danger', text: e.message || 'Could not save the feed' });
    },
  });
  const [preview, setPreview] = useState<AdminFeedPreviewResponse['data'] | null>(null);
  const check = useMutation({
    mutationFn: () => previewFeed(platform.id, { kind, config: toConfig(kind, values) }),
    onSuccess: (a) => {
      setErrors({});
      setPreview(a.data);
      setNotice({ tone: 'success', text: a.message });
    },
    onError: (e) => {
      setPreview(null);
      setErrors(fieldErrorsOf(e));
      setNotice({ tone: 'danger', text: e.message || 'The feed could not be previewed' });
    },
  });
  const sync = useMutation({
    mutationFn: () => syncNow(platform.id),
    onSuccess: (a) => {
      setNotice({ tone: a.success ? 'success' : 'danger', text: a.message });
      void invalidate();
    },
    onError: (e) => setNotice({ tone: 'danger', text: e.message || 'Sync failed' }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setNotice(null);
    save.mutate();
  };
  return (
    <Panel aria-labelledby="feed-settings">
      {unsavedPrompt}
      <h2 id="feed-settings">Casino feed</h2>
      {feed ? (
        <FactList
          aria-label="Sync status"
          facts={[
            {
              label: 'Status',
              value: !feed.enabled ? (
                <StatusBadge>Off</StatusBadge>
              ) : feed.failures > 0 ? (
                <StatusBadge tone="danger">Failing</StatusBadge>
              ) : feed.last_success_at ? (
                <StatusBadge tone="success">OK</StatusBadge>
              ) : (
                <StatusBadge tone="warning">Not synced yet</StatusBadge>
              ),
            },
            {
              label: 'Last sync',
              value: feed.last_sync_at ? formatDateTime(feed.last_sync_at) : 'Never',
            },
            {
              label: 'Last success',
              value: feed.last_success_at ? formatDateTime(feed.last_success_at) : 'Never',
            },
            { label: 'Rows', value: feed.row_count ?? '—' },
            {
              label: 'Next attempt',
              value: feed.next_attempt_at ? formatDateTime(feed.next_attempt_at) : '—',
            },
            feed.last_error ? { label: 'Error', value: feed.last_error, wide: true } : null,
          ]}
        />
      ) : (
        <p>No feed yet: choose how this platform's wagers come in.</p>
      )}
      <FormGrid onSubmit={submit} noValidate aria-label="Feed settings">
        {/* A row of its own: the adapters' names and descriptions are long. */}
        <Wide>
          <AdminFormField label="Feed type" error={errors.kind} hint={info?.description}>
            {(p) => (
              <Select
                {...p}
                value={kind}
                onChange={(e) => {
                  const k = e.target.value as FeedKindOption;
                  setKind(k);
                  setValues(formValues(k, feed?.kind === k ? feed.config : {}));
                  setPreview(null);
                }}
              >
                {kinds.map((k) => (
                  <option key={k.kind} value={k.kind}>
                    {k.label}
                  </option>
                ))}
              </Select>
            )}
          </AdminFormField>
        </Wide>
        {FEED_FIELDS[kind].map((f) => {
          const error = errors[`config.${f.key}`];
          if (f.type === 'checkbox')
            return (
              <Check key={f.key}>
                <input
                  type="checkbox"
                  checked={values[f.key] === true}
                  onChange={(e) => setValues((s) => ({ ...s, [f.key]: e.target.checked }))}
                />
                {f.label}
              </Check>
            );
          return (
            <AdminFormField
              key={f.key}
              label={f.label}
              error={error}
              hint={
                f.type === 'secret' ? 'Stored on the server only; leave as is to keep it' : f.hint
              }
            >
              {(p) =>
                f.type === 'lines' ? (
                  <TextArea
                    {...p}
                    rows={3}
                    spellCheck={false}
                    value={String(values[f.key] ?? '')}
                    onChange={(e) => setValues((s) => ({ ...s, [f.key]: e.target.value }))}
                  />
                ) : f.type === 'select' ? (
                  <Select
                    {...p}
                    value={String(values[f.key] ?? '')}
                    onChange={(e) => setValues((s) => ({ ...s, [f.key]: e.target.value }))}
                  >
                    {f.options!.map((o) => (
                      <option key={o} value={o}>
                        {o}
                      </option>
                    ))}
                  </Select>
                ) : (
                  <Input
                    {...p}
                    type={f.type === 'url' ? 'url' : 'text'}
                    autoComplete="off"
                    spellCheck={false}
                    value={String(values[f.key] ?? '')}
                    onChange={(e) => setValues((s) => ({ ...s, [f.key]: e.target.value }))}
                  />
                )
              }
            </AdminFormField>
          );
        })}
        {kind !== 'csv' ? (
          <AdminFormField label="Sync every (seconds)" error={errors.sync_interval_s}>
            {(p) => (
              <Input
                {...p}
                inputMode="numeric"
                value={interval}
                onChange={(e) => setIntervalS(e.target.value)}
              />
            )}
          </AdminFormField>
        ) : null}
        <Wide>
          <Check>
            <input
              type="checkbox"
              checked={enabled}
              onChange={(e) => setEnabled(e.target.checked)}
            />
            Sync automatically
          </Check>
        </Wide>
        <Wide>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save feed'}
          </Button>
          {kind !== 'csv' ? (
            <Button
              type="button"
              $variant="secondary"
              disabled={check.isPending}
              onClick={() => {
                setNotice(null);
                check.mutate();
              }}
            >
              {check.isPending ? 'Asking the feed...' : 'Preview rows'}
            </Button>
          ) : null}
          {feed && feed.kind !== 'csv' ? (
            <Button
              type="button"
              $variant="secondary"
              disabled={sync.isPending}
              onClick={() => sync.mutate()}
            >
              {sync.isPending ? 'Syncing...' : 'Sync now'}
            </Button>
          ) : null}
        </Wide>
      </FormGrid>
      <NoticeLine notice={notice} />
      {preview ? <FeedPreview preview={preview} symbol={platform.currency_symbol} /> : null}
    </Panel>
  );
}

/** What the settings yielded: the period asked, the counts, the first rows as the feed sent them. */
function FeedPreview({
  preview,
  symbol,
}: {
  preview: AdminFeedPreviewResponse['data'];
  symbol: string;
}) {
  const money = (v: string) => formatMoney(Number(v), symbol, { cents: true });
  // Hidden players may share a name and an amount: the position tells rows apart.
  const rows = preview.rows.map((r, position) => ({ ...r, position }));
  // Weighted amounts and games only when the feed sent some: most feeds send neither.
  const columns: (DataColumn<(typeof rows)[number]> | false)[] = [
    {
      key: 'username',
      header: 'Username',
      render: (r) => (r.hidden ? `${r.username} (hidden, kept apart)` : r.username),
    },
    { key: 'wagered', header: 'Wagered', align: 'right', render: (r) => money(r.wagered) },
    rows.some((r) => r.weighted_wagered !== null) && {
      key: 'weighted',
      header: 'Weighted',
      align: 'right',
      render: (r) => (r.weighted_wagered === null ? '—' : money(r.weighted_wagered)),
    },
    rows.some((r) => r.favorite_game !== null) && {
      key: 'game',
      header: 'Favourite game',
      render: (r) => r.favorite_game ?? '—',
    },
  ];
  return (
    <>
      <p role="status">
        {preview.total_rows} player{preview.total_rows === 1 ? '' : 's'} from{' '}
        {formatDateTime(preview.period.start)} to {formatDateTime(preview.period.end)}
        {preview.dropped
          ? `; ${preview.dropped} unreadable row${preview.dropped === 1 ? '' : 's'} left out`
          : ''}
        .
      </p>
      <DataTable
        caption="Rows the feed yields"
        showCaption
        rows={rows}
        rowKey={(r) => r.position}
        empty="The feed answered no players for this period."
        columns={columns.filter((c) => c !== false)}
      />
      {preview.dropped_samples.length ? (
        <DataTable
          caption="Rows left out"
          showCaption
          rows={preview.dropped_samples}
          rowKey={(r) => r.index}
          columns={[
            { key: 'index', header: 'Row', render: (r) => r.index + 1, width: '64px' },
            { key: 'reason', header: 'Why', render: (r) => r.reason },
          ]}
        />
      ) : null}
    </>
  );
}
