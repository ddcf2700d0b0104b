import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useState } from 'react';
import type { AdminPlatform, TimeframeOption } from '@lobby/contract-community';
import {
  AdminFormField,
  Button,
  Input,
  Select,
  TextArea,
  formatDateTime,
  useUnsavedChangesPrompt,
} from '@lobby/shared-ui';
import { savePeriod } from '../api/admin-leaderboards';
import { Panel, FormGrid, Wide, NoticeLine, fieldErrorsOf, useInvalidate } from './panel';
import type { Notice } from './panel';

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
  const current = JSON.stringify({ timeframe, start, end, prizes, pool });
  const [saved, setSaved] = useState(current);
  const unsavedPrompt = useUnsavedChangesPrompt(current !== saved);
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
      setSaved(current);
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
      {unsavedPrompt}
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
