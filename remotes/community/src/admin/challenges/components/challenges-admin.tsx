import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { AdminChallenge } from '@lobby/contract-community';
import { ApiError, logFailure } from '@lobby/shared-api';
import {
  AdminFormField,
  AdminPageHeader,
  Alert,
  Button,
  Card,
  ConfirmDialog,
  DataTable,
  ImageWithFallback,
  Input,
  Select,
  StatusBadge,
  formatDateTime,
  formatMoney,
  formatMultiplier,
  formatNumber,
} from '@lobby/shared-ui';
import type { ChallengeBody } from '../api/admin-challenges';
import {
  adminChallengeKeys,
  createChallenge,
  deleteChallenge,
  endChallenge,
  listAdminChallenges,
  updateChallenge,
} from '../api/admin-challenges';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const Panel = styled(Card).attrs({ as: 'form' })`
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 180px), 1fr));
  align-items: end;
  h2 {
    grid-column: 1 / -1;
    font-size: 16px;
  }
`;

const Wide = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const STATUS_TONE = { active: 'success', upcoming: 'info', completed: 'neutral' } as const;
const STATUS_LABEL = { active: 'Active', upcoming: 'Upcoming', completed: 'Ended' } as const;

/** 'YYYY-MM-DDTHH:mm' in local time, for a datetime-local input. */
function toLocalInput(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

interface FormState {
  slot_name: string;
  slot_provider: string;
  slot_image: string;
  multiplier: string;
  min_bet: string;
  prize: string;
  prize_type: 'cash' | 'points';
  start: string;
  end: string;
  enabled: boolean;
}

const EMPTY = (): FormState => ({
  slot_name: '',
  slot_provider: '',
  slot_image: '',
  multiplier: '',
  min_bet: '',
  prize: '',
  prize_type: 'cash',
  start: toLocalInput(new Date().toISOString()),
  end: toLocalInput(new Date(Date.now() + 7 * 86_400_000).toISOString()),
  enabled: true,
});

const fromChallenge = (c: AdminChallenge): FormState => ({
  slot_name: c.slot_name,
  slot_provider: c.slot_provider ?? '',
  slot_image: c.slot_image ?? '',
  multiplier: String(c.multiplier),
  min_bet: String(c.min_bet),
  prize: String(c.prize),
  prize_type: c.prize_type,
  start: toLocalInput(c.start_date),
  end: toLocalInput(c.end_date),
  enabled: c.enabled,
});

type Errors = Record<string, string | undefined>;

function ChallengeForm({
  editing,
  onDone,
}: {
  editing: AdminChallenge | null;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState<FormState>(() => (editing ? fromChallenge(editing) : EMPTY()));
  const [errors, setErrors] = useState<Errors>({});
  const [saved, setSaved] = useState<string | null>(null);
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  const save = useMutation({
    mutationFn: () => {
      const body: ChallengeBody = {
        slot_name: form.slot_name.trim(),
        slot_provider: form.slot_provider.trim() || null,
        slot_image: form.slot_image.trim() || null,
        multiplier: Number(form.multiplier),
        min_bet: Number(form.min_bet),
        prize: Number(form.prize),
        prize_type: form.prize_type,
        start_date: new Date(form.start).toISOString(),
        end_date: new Date(form.end).toISOString(),
        enabled: form.enabled,
      };
      return editing ? updateChallenge(editing.id, body) : createChallenge(body);
    },
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: adminChallengeKeys.all() });
      void queryClient.invalidateQueries({ queryKey: ['community', 'challenges'] });
      setSaved(`${editing ? 'Saved' : 'Created'} ${answer.data.slot_name}`);
      if (!editing) setForm(EMPTY());
      onDone();
    },
    onError: (e) => {
      if (e instanceof ApiError && Object.keys(e.errors).length)
        setErrors(Object.fromEntries(Object.entries(e.errors).map(([k, v]) => [k, v[0]])));
      else setErrors({ slot_name: e.message || 'Failed to save the challenge' });
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(null);
    const local: Errors = {};
    if (!form.slot_name.trim()) local.slot_name = 'Slot name is required';
    if (!(Number(form.multiplier) > 0)) local.multiplier = 'Multiplier must be above 0';
    if (form.min_bet === '' || Number.isNaN(Number(form.min_bet)))
      local.min_bet = 'Minimum bet must be a number';
    if (form.prize === '' || Number.isNaN(Number(form.prize)))
      local.prize = 'Prize must be a number';
    if (!form.start || Number.isNaN(Date.parse(form.start))) local.start_date = 'Start is required';
    if (!form.end || Number.isNaN(Date.parse(form.end))) local.end_date = 'End is required';
    else if (Date.parse(form.end) <= Date.parse(form.start))
      local.end_date = 'End must be after the start';
    setErrors(local);
    if (Object.keys(local).length === 0) save.mutate();
  };

  return (
    <Panel
      onSubmit={submit}
      noValidate
      aria-label={editing ? `Edit ${editing.slot_name}` : 'New challenge'}
    >
      <h2>{editing ? `Edit ${editing.slot_name}` : 'New challenge'}</h2>
      <AdminFormField label="Slot name" required error={errors.slot_name}>
        {(p) => (
          <Input
            {...p}
            value={form.slot_name}
            maxLength={120}
            onChange={(e) => set('slot_name', e.target.value)}
          />
        )}
      </AdminFormField>
      <AdminFormField label="Provider" error={errors.slot_provider}>
        {(p) => (
          <Input
            {...p}
            value={form.slot_provider}
            maxLength={120}
            onChange={(e) => set('slot_provider', e.target.value)}
          />
        )}
      </AdminFormField>
      <AdminFormField
        label="Slot image URL"
        error={errors.slot_image}
        hint="https://… or a site path /media/…"
      >
        {(p) => (
          <Input
            {...p}
            value={form.slot_image}
            maxLength={500}
            onChange={(e) => set('slot_image', e.target.value)}
          />
        )}
      </AdminFormField>
      <AdminFormField label="Multiplier (x)" required error={errors.multiplier}>
        {(p) => (
          <Input
            {...p}
            type="number"
            min="0"
            step="0.01"
            value={form.multiplier}
            onChange={(e) => set('multiplier', e.target.value)}
          />
        )}
      </AdminFormField>
      <AdminFormField label="Minimum bet ($)" required error={errors.min_bet}>
        {(p) => (
          <Input
            {...p}
            type="number"
            min="0"
            step="0.01"
            value={form.min_bet}
            onChange={(e) => set('min_bet', e.target.value)}
          />
        )}
      </AdminFormField>
      <AdminFormField label="Prize type" error={errors.prize_type}>
        {(p) => (
          <Select
            {...p}
            value={form.prize_type}
            onChange={(e) => set('prize_type', e.target.value as 'cash' | 'points')}
          >
            <option value="cash">Cash ($)</option>
            <option value="points">Points</option>
          </Select>
        )}
      </AdminFormField>
      <AdminFormField
        label={form.prize_type === 'points' ? 'Prize (points)' : 'Prize ($)'}
        required
        error={errors.prize}
      >
        {(p) => (
          <Input
            {...p}
            type="number"
            min="0"
            step={form.prize_type === 'points' ? '1' : '0.01'}
            value={form.prize}
            onChange={(e) => set('prize', e.target.value)}
          />
        )}
      </AdminFormField>
      <AdminFormField label="Starts" required error={errors.start_date}>
        {(p) => (
          <Input
            {...p}
            type="datetime-local"
            value={form.start}
            onChange={(e) => set('start', e.target.value)}
          />
        )}
      </AdminFormField>
      <AdminFormField label="Ends" required error={errors.end_date}>
        {(p) => (
          <Input
            {...p}
            type="datetime-local"
            value={form.end}
            onChange={(e) => set('end', e.target.value)}
          />
        )}
      </AdminFormField>
      <Wide>
        <label style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
          <input
            type="checkbox"
            checked={form.enabled}
            onChange={(e) => set('enabled', e.target.checked)}
          />
          Enabled (runs between its start and end)
        </label>
      </Wide>
      <Wide>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : editing ? 'Save' : 'Create challenge'}
        </Button>
        {editing ? (
          <Button type="button" $variant="secondary" onClick={onDone}>
            Cancel
          </Button>
        ) : null}
      </Wide>
      {saved ? (
        <Wide>
          <Alert $tone="success" role="status">
            {saved}
          </Alert>
        </Wide>
      ) : null}
    </Panel>
  );
}

type Pending = { kind: 'end' | 'delete'; challenge: AdminChallenge } | null;

/** Admin › Challenges: create, edit and schedule challenges, end one early, delete. */
export function ChallengesAdmin() {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<AdminChallenge | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const list = useQuery({
    queryKey: adminChallengeKeys.list(),
    queryFn: () => listAdminChallenges().then((r) => r.data),
    meta: logFailure('[community/admin] Failed to load challenges'),
  });
  const act = useMutation({
    mutationFn: async (p: NonNullable<Pending>): Promise<void> => {
      if (p.kind === 'end') await endChallenge(p.challenge.id);
      else await deleteChallenge(p.challenge.id);
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminChallengeKeys.all() });
      void queryClient.invalidateQueries({ queryKey: ['community', 'challenges'] });
      setPending(null);
    },
  });
  const pendingTotal = (list.data ?? []).reduce((n, c) => n + c.pending_claims, 0);
  return (
    <Stack>
      <AdminPageHeader
        title="Challenges"
        description="Slot challenges: the first member whose claim a moderator approves wins the prize."
        actions={
          <Button as={Link} to="claims" $variant="secondary">
            Claims queue{pendingTotal ? ` (${pendingTotal})` : ''}
          </Button>
        }
      />
      <ChallengeForm key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
      <DataTable<AdminChallenge>
        caption={`Challenges (${list.data?.length ?? 0})`}
        rows={list.data}
        loading={list.isPending}
        error={list.isError ? 'Failed to load challenges' : null}
        onRetry={() => void list.refetch()}
        empty="No challenges yet — create one above."
        rowKey={(c) => c.id}
        columns={[
          {
            key: 'slot',
            header: 'Slot',
            render: (c) => (
              <span style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
                <ImageWithFallback src={c.slot_image} name={c.slot_name} size={32} alt="" />
                <strong>{c.slot_name}</strong>
              </span>
            ),
          },
          {
            key: 'status',
            header: 'Status',
            render: (c) => (
              <StatusBadge tone={c.enabled ? STATUS_TONE[c.status] : 'danger'}>
                {c.enabled ? STATUS_LABEL[c.status] : 'Disabled'}
              </StatusBadge>
            ),
          },
          {
            key: 'target',
            header: 'Target',
            render: (c) =>
              `${formatMultiplier(c.multiplier)} · min ${formatMoney(c.min_bet, '$', { cents: true })}`,
          },
          {
            key: 'prize',
            header: 'Prize',
            render: (c) =>
              c.prize_type === 'points'
                ? `${formatNumber(c.prize)} pts`
                : formatMoney(c.prize, '$', { cents: true }),
          },
          {
            key: 'when',
            header: 'Runs',
            render: (c) => `${formatDateTime(c.start_date)} – ${formatDateTime(c.end_date)}`,
          },
          {
            key: 'claims',
            header: 'Claims',
            render: (c) =>
              `${c.claims_count}${c.pending_claims ? ` (${c.pending_claims} pending)` : ''}`,
          },
          { key: 'winner', header: 'Winner', render: (c) => c.claimer?.username ?? '—' },
          {
            key: 'actions',
            header: 'Actions',
            align: 'right',
            render: (c) => (
              <span style={{ display: 'inline-flex', gap: 4 }}>
                <Button
                  type="button"
                  $variant="ghost"
                  $size="sm"
                  aria-label={`Edit ${c.slot_name}`}
                  onClick={() => setEditing(c)}
                >
                  Edit
                </Button>
                {c.status !== 'completed' ? (
                  <Button
                    type="button"
                    $variant="ghost"
                    $size="sm"
                    aria-label={`End ${c.slot_name} now`}
                    onClick={() => setPending({ kind: 'end', challenge: c })}
                  >
                    End now
                  </Button>
                ) : null}
                <Button
                  type="button"
                  $variant="ghost"
                  $size="sm"
                  aria-label={`Delete ${c.slot_name}`}
                  onClick={() => setPending({ kind: 'delete', challenge: c })}
                >
                  Delete
                </Button>
              </span>
            ),
          },
        ]}
      />
      <ConfirmDialog
        open={!!pending}
        title={
          pending?.kind === 'end'
            ? `End ${pending.challenge.slot_name} now?`
            : `Delete ${pending?.challenge.slot_name ?? ''}?`
        }
        tone={pending?.kind === 'delete' ? 'danger' : 'primary'}
        confirmLabel={pending?.kind === 'end' ? 'End now' : 'Delete'}
        busy={act.isPending}
        error={act.error ? (act.error as Error).message : null}
        onConfirm={() => pending && act.mutate(pending)}
        onCancel={() => {
          setPending(null);
          act.reset();
        }}
      >
        {pending?.kind === 'end'
          ? 'The challenge stops taking claims now. Pending claims can still be reviewed.'
          : 'The challenge, its claims and their evidence images are removed for good.'}
      </ConfirmDialog>
    </Stack>
  );
}

export default ChallengesAdmin;
