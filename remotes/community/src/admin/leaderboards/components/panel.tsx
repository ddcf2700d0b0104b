import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type {
  AdminCsvPreviewResponse,
  AdminFeedKind,
  AdminPlatform,
  FeedKindOption,
  TimeframeOption,
} from '@lobby/contract-community';
import { ApiError } from '@lobby/shared-api';
import {
  AdminFormField,
  Alert,
  Button,
  Card,
  DataTable,
  Input,
  Select,
  StatusBadge,
  TextArea,
  formatDateTime,
  formatMoney,
  useFormState,
  useUnsavedChangesPrompt,
} from '@lobby/shared-ui';
import {
  adminLeaderboardKeys,
  commitCsv,
  correctEntry,
  createPlatform,
  listEntries,
  previewCsv,
  saveFeed,
  savePeriod,
  syncNow,
  updatePlatform,
  uploadPlatformImage,
} from '../api/admin-leaderboards';
import { FEED_FIELDS, formValues, toConfig } from './feed-fields';

export const Panel = styled(Card).attrs({ as: 'section' })`
  display: flex;
  flex-direction: column;
  gap: 12px;
  min-width: 0;
  h2 {
    font-size: 16px;
  }
`;

const FormGrid = styled.form`
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  align-items: end;
`;

const Wide = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  & > :only-child {
    flex: 1 1 100%;
  }
`;

const Check = styled.label`
  display: flex;
  gap: 8px;
  align-items: center;
  font-size: 14px;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: 8px 16px;
  margin: 0;
  dt {
    font-size: 12px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

type Notice = { tone: 'success' | 'danger'; text: string } | null;

function NoticeLine({ notice }: { notice: Notice }) {
  if (!notice) return null;
  return (
    <Alert $tone={notice.tone} role={notice.tone === 'danger' ? 'alert' : 'status'}>
      {notice.text}
    </Alert>
  );
}

/** First message per field of a 400, keyed by field. */
const fieldErrorsOf = (e: unknown): Record<string, string> =>
  e instanceof ApiError
    ? Object.fromEntries(Object.entries(e.errors).map(([k, v]) => [k, v[0] ?? '']))
    : {};

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminLeaderboardKeys.all() });
}

/** Platform settings: name, slug, image, currency, zone, ranking, exclusions, masking. */
export function PlatformForm({
  platform,
  onSaved,
}: {
  platform: AdminPlatform | null;
  onSaved: (p: AdminPlatform) => void;
}) {
  const invalidate = useInvalidate();
  // The panels open below the platform list (off screen on a phone): take focus there, as the
  // user asked for them with "New platform" or "Manage".
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const {
    values: v,
    reset: setV,
    isDirty,
    markSaved,
  } = useFormState(() => ({
    name: platform?.name ?? '',
    slug: platform?.slug ?? '',
    currency_symbol: platform?.currency_symbol ?? '$',
    time_zone: platform?.time_zone ?? 'UTC',
    wager_basis: platform?.wager_basis ?? 'raw',
    excluded: (platform?.excluded_usernames ?? []).join('\n'),
    mask_usernames: platform?.mask_usernames ?? false,
    active: platform?.active ?? true,
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<Notice>(null);
  const [image, setImage] = useState<File | null>(null);
  const unsavedPrompt = useUnsavedChangesPrompt(() => isDirty() || image !== null);
  const save = useMutation({
    mutationFn: async () => {
      const input = {
        name: v.name,
        slug: v.slug,
        currency_symbol: v.currency_symbol,
        time_zone: v.time_zone,
        wager_basis: v.wager_basis as 'raw' | 'weighted',
        excluded_usernames: v.excluded
          .split('\n')
          .map((s) => s.trim())
          .filter(Boolean),
        mask_usernames: v.mask_usernames,
        active: v.active,
      };
      let answer = platform
        ? await updatePlatform(platform.id, input)
        : await createPlatform(input);
      if (image) answer = await uploadPlatformImage(answer.data.id, image);
      return answer;
    },
    onSuccess: (a) => {
      markSaved();
      setErrors({});
      setImage(null);
      setNotice({ tone: 'success', text: a.message });
      void invalidate();
      onSaved(a.data);
    },
    onError: (e) => {
      setErrors(fieldErrorsOf(e));
      setNotice({ tone: 'danger', text: e.message || 'Could not save the platform' });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setNotice(null);
    save.mutate();
  };
  const set = (k: keyof typeof v) => (value: string | boolean) =>
    setV((s) => ({ ...s, [k]: value }));
  return (
    <Panel aria-labelledby="platform-settings">
      <h2 id="platform-settings" ref={heading} tabIndex={-1}>
        {platform ? 'Platform' : 'New platform'}
      </h2>
      {unsavedPrompt}
      <FormGrid onSubmit={submit} noValidate aria-label="Platform settings">
        <AdminFormField label="Name" required error={errors.name}>
          {(p) => (
            <Input
              {...p}
              value={v.name}
              maxLength={80}
              onChange={(e) => set('name')(e.target.value)}
            />
          )}
        </AdminFormField>
        <AdminFormField label="Slug" required error={errors.slug} hint="Used in the page address">
          {(p) => (
            <Input
              {...p}
              value={v.slug}
              maxLength={64}
              onChange={(e) => set('slug')(e.target.value)}
            />
          )}
        </AdminFormField>
        <AdminFormField label="Currency symbol" error={errors.currency_symbol}>
          {(p) => (
            <Input
              {...p}
              value={v.currency_symbol}
              maxLength={5}
              onChange={(e) => set('currency_symbol')(e.target.value)}
            />
          )}
        </AdminFormField>
        <AdminFormField
          label="Time zone of the periods"
          error={errors.time_zone}
          hint="e.g. UTC, Europe/Berlin"
        >
          {(p) => (
            <Input
              {...p}
              value={v.time_zone}
              maxLength={64}
              onChange={(e) => set('time_zone')(e.target.value)}
            />
          )}
        </AdminFormField>
        <AdminFormField label="Rank by" error={errors.wager_basis}>
          {(p) => (
            <Select
              {...p}
              value={v.wager_basis}
              onChange={(e) => set('wager_basis')(e.target.value)}
            >
              <option value="raw">Raw wagered</option>
              <option value="weighted">Weighted wagered</option>
            </Select>
          )}
        </AdminFormField>
        <AdminFormField label="Image" error={errors.image} hint="PNG, JPEG, WebP or GIF">
          {(p) => (
            <Input
              {...p}
              type="file"
              accept="image/png,image/jpeg,image/webp,image/gif"
              onChange={(e) => setImage(e.target.files?.[0] ?? null)}
            />
          )}
        </AdminFormField>
        <Wide>
          <AdminFormField
            label="Usernames left off the board"
            error={errors.excluded_usernames}
            hint="One per line: staff, the streamer"
          >
            {(p) => (
              <TextArea
                {...p}
                rows={3}
                value={v.excluded}
                onChange={(e) => set('excluded')(e.target.value)}
              />
            )}
          </AdminFormField>
        </Wide>
        <Wide>
          <Check>
            <input
              type="checkbox"
              checked={v.mask_usernames}
              onChange={(e) => set('mask_usernames')(e.target.checked)}
            />
            Hide usernames on public pages (ab***yz)
          </Check>
          <Check>
            <input
              type="checkbox"
              checked={v.active}
              onChange={(e) => set('active')(e.target.checked)}
            />
            Shown on the site
          </Check>
        </Wide>
        <Wide>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : platform ? 'Save platform' : 'Create platform'}
          </Button>
        </Wide>
      </FormGrid>
      <NoticeLine notice={notice} />
    </Panel>
  );
}

const toLocalInput = (iso: string | null | undefined) => {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
const fromLocalInput = (v: string) => (v ? new Date(v).toISOString() : '');

/** The current period: timeframe, start (and end when custom), prizes by place, pool. */
export function PeriodForm({ platform }: { platform: AdminPlatform }) {
  const invalidate = useInvalidate();
  const period = platform.period;
  const [timeframe, setTimeframe] = useState<TimeframeOption>(period?.timeframe ?? 'weekly');
  const [start, setStart] = useState(toLocalInput(period?.start));
  const [end, setEnd] = useState(toLocalInput(period?.end));
  const [prizes, setPrizes] = useState((period?.prizes ?? []).join('\n'));
  const [pool, setPool] = useState(period?.total_prize_pool ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<Notice>(null);
  const save = useMutation({
    mutationFn: () =>
      savePeriod(platform.id, {
        timeframe,
        start: fromLocalInput(start),
        ...(timeframe === 'custom' ? { end: fromLocalInput(end) } : {}),
        prizes: prizes
          .split('\n')
          .map((s) => s.trim())
          .filter(Boolean),
        ...(pool.trim() ? { total_prize_pool: pool.trim() } : {}),
      }),
    onSuccess: (a) => {
      setErrors({});
      setNotice({ tone: 'success', text: a.message });
      void invalidate();
    },
    onError: (e) => {
      const errs = fieldErrorsOf(e);
      const prizeError = Object.entries(errs).find(([k]) => k.startsWith('prizes'))?.[1];
      setErrors({ ...errs, ...(prizeError ? { prizes: prizeError } : {}) });
      setNotice({ tone: 'danger', text: e.message || 'Could not save the period' });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setNotice(null);
    if (!start) {
      setErrors({ start: 'Start is required' });
      return;
    }
    save.mutate();
  };
  return (
    <Panel aria-labelledby="period-settings">
      <h2 id="period-settings">Period and prizes</h2>
      <FormGrid onSubmit={submit} noValidate aria-label="Period and prizes">
        <AdminFormField label="Timeframe" error={errors.timeframe}>
          {(p) => (
            <Select
              {...p}
              value={timeframe}
              onChange={(e) => setTimeframe(e.target.value as TimeframeOption)}
            >
              <option value="weekly">Weekly</option>
              <option value="biweekly">Bi-weekly</option>
              <option value="monthly">Monthly</option>
              <option value="custom">Custom</option>
            </Select>
          )}
        </AdminFormField>
        <AdminFormField label="Start" required error={errors.start}>
          {(p) => (
            <Input
              {...p}
              type="datetime-local"
              value={start}
              onChange={(e) => setStart(e.target.value)}
            />
          )}
        </AdminFormField>
        {timeframe === 'custom' ? (
          <AdminFormField label="End" required error={errors.end}>
            {(p) => (
              <Input
                {...p}
                type="datetime-local"
                value={end}
                onChange={(e) => setEnd(e.target.value)}
              />
            )}
          </AdminFormField>
        ) : null}
        <AdminFormField
          label="Total prize pool"
          error={errors.total_prize_pool}
          hint="Empty: the prizes added up"
        >
          {(p) => (
            <Input
              {...p}
              inputMode="decimal"
              value={pool}
              onChange={(e) => setPool(e.target.value)}
            />
          )}
        </AdminFormField>
        <Wide>
          <AdminFormField
            label="Prizes by place"
            error={errors.prizes}
            hint="One amount per line, first place first"
          >
            {(p) => (
              <TextArea
                {...p}
                rows={4}
                value={prizes}
                onChange={(e) => setPrizes(e.target.value)}
              />
            )}
          </AdminFormField>
        </Wide>
        <Wide>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save period'}
          </Button>
          {period ? (
            <span>
              Ends {formatDateTime(period.end)} · {period.entries} players
            </span>
          ) : (
            <span>No current period yet.</span>
          )}
        </Wide>
      </FormGrid>
      <NoticeLine notice={notice} />
    </Panel>
  );
}

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
      setValues(formValues(kind, a.data.feed?.config ?? {}));
      setNotice({ tone: 'success', text: a.message });
      void invalidate();
    },
    onError: (e) => {
      setErrors(fieldErrorsOf(e));
      setNotice({ tone: 'danger', text: e.message || 'Could not save the feed' });
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
      <h2 id="feed-settings">Casino feed</h2>
      {feed ? (
        <Facts aria-label="Sync status">
          <div>
            <dt>Status</dt>
            <dd>
              {!feed.enabled ? (
                <StatusBadge>Off</StatusBadge>
              ) : feed.failures > 0 ? (
                <StatusBadge tone="danger">Failing</StatusBadge>
              ) : feed.last_success_at ? (
                <StatusBadge tone="success">OK</StatusBadge>
              ) : (
                <StatusBadge tone="warning">Not synced yet</StatusBadge>
              )}
            </dd>
          </div>
          <div>
            <dt>Last sync</dt>
            <dd>{feed.last_sync_at ? formatDateTime(feed.last_sync_at) : 'Never'}</dd>
          </div>
          <div>
            <dt>Last success</dt>
            <dd>{feed.last_success_at ? formatDateTime(feed.last_success_at) : 'Never'}</dd>
          </div>
          <div>
            <dt>Rows</dt>
            <dd>{feed.row_count ?? '—'}</dd>
          </div>
          <div>
            <dt>Next attempt</dt>
            <dd>{feed.next_attempt_at ? formatDateTime(feed.next_attempt_at) : '—'}</dd>
          </div>
          {feed.last_error ? (
            <div style={{ gridColumn: '1 / -1' }}>
              <dt>Error</dt>
              <dd>{feed.last_error}</dd>
            </div>
          ) : null}
        </Facts>
      ) : (
        <p>No feed yet: choose how this platform's wagers come in.</p>
      )}
      <FormGrid onSubmit={submit} noValidate aria-label="Feed settings">
        <AdminFormField label="Feed type" error={errors.kind} hint={info?.description}>
          {(p) => (
            <Select
              {...p}
              value={kind}
              onChange={(e) => {
                const k = e.target.value as FeedKindOption;
                setKind(k);
                setValues(formValues(k, feed?.kind === k ? feed.config : {}));
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
                f.type === 'select' ? (
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
    </Panel>
  );
}

/** The current standings, and correcting one player's amount (audited, kept over syncs). */
export function EntriesPanel({ platform }: { platform: AdminPlatform }) {
  const invalidate = useInvalidate();
  const queryClient = useQueryClient();
  const [q, setQ] = useState('');
  const [form, setForm] = useState({ username: '', wagered: '', reason: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<Notice>(null);
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

/** CSV import: upload → preview of the first rows and the errors → commit. */
export function CsvPanel({ platform }: { platform: AdminPlatform }) {
  const invalidate = useInvalidate();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<AdminCsvPreviewResponse['data'] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const check = useMutation({
    mutationFn: (f: File) => previewCsv(platform.id, f),
    onSuccess: (a) => {
      setError(null);
      setPreview(a.data);
    },
    onError: (e) => {
      setPreview(null);
      setError(fieldErrorsOf(e).file || e.message || 'Could not read the file');
    },
  });
  const commit = useMutation({
    mutationFn: (f: File) => commitCsv(platform.id, f),
    onSuccess: (a) => {
      setNotice({ tone: 'success', text: a.message });
      setPreview(null);
      setFile(null);
      void invalidate();
    },
    onError: (e) => setNotice({ tone: 'danger', text: fieldErrorsOf(e).file || e.message }),
  });
  return (
    <Panel aria-labelledby="csv-import">
      <h2 id="csv-import">CSV import</h2>
      <p>
        For a casino without an API: a CSV export with a header line naming <code>username</code>{' '}
        and <code>wagered</code> (optionally <code>weighted_wagered</code>,{' '}
        <code>favorite_game</code>), the period&apos;s totals, at most 10 MB. It replaces the
        current standings.
      </p>
      <AdminFormField label="CSV file" error={error}>
        {(p) => (
          <Input
            {...p}
            type="file"
            accept=".csv,text/csv,text/plain"
            onChange={(e) => {
              const f = e.target.files?.[0] ?? null;
              setFile(f);
              setPreview(null);
              setNotice(null);
              if (f) check.mutate(f);
            }}
          />
        )}
      </AdminFormField>
      {check.isPending ? <p role="status">Reading the file...</p> : null}
      {preview ? (
        <>
          <p role="status">
            {preview.valid_rows} of {preview.total_records} rows are valid
            {preview.error_count ? `, ${preview.error_count} have errors and will be skipped` : ''}
            {preview.duplicate_usernames
              ? `; ${preview.duplicate_usernames} usernames appear more than once and will be added up`
              : ''}
            .
          </p>
          <DataTable
            caption="First rows"
            showCaption
            rows={preview.preview}
            rowKey={(r) => r.line}
            empty="No valid rows."
            columns={[
              { key: 'line', header: 'Line', render: (r) => r.line, width: '64px' },
              { key: 'username', header: 'Username', render: (r) => r.username },
              { key: 'wagered', header: 'Wagered', align: 'right', render: (r) => r.wagered },
              {
                key: 'weighted',
                header: 'Weighted',
                align: 'right',
                render: (r) => r.weighted_wagered ?? '—',
              },
            ]}
          />
          {preview.errors.length ? (
            <DataTable
              caption="Errors"
              showCaption
              rows={preview.errors}
              rowKey={(r) => `${r.line}:${r.message}`}
              columns={[
                { key: 'line', header: 'Line', render: (r) => r.line, width: '64px' },
                { key: 'message', header: 'Problem', render: (r) => r.message },
              ]}
            />
          ) : null}
          <Wide>
            <Button
              type="button"
              disabled={!file || commit.isPending || preview.valid_rows === 0}
              onClick={() => file && commit.mutate(file)}
            >
              {commit.isPending ? 'Importing...' : `Import ${preview.valid_rows} rows`}
            </Button>
          </Wide>
        </>
      ) : null}
      <NoticeLine notice={notice} />
    </Panel>
  );
}
