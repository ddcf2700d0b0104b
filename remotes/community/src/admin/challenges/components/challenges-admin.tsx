import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { AdminChallenge } from '@lobby/contract-community';
import { logFailure } from '@lobby/shared-api';
import {
  AdminDateTimeInput,
  AdminForm,
  AdminInput,
  AdminNumberInput,
  AdminPageHeader,
  AdminSaveBar,
  AdminSelect,
  AdminStack,
  Button,
  Card,
  CheckboxField,
  ConfirmDialog,
  DataTable,
  ImageWithFallback,
  StatusBadge,
  formatDateTime,
  formatMoney,
  formatMultiplier,
  formatNumber,
  serverFieldErrors,
  toDateTimeLocal,
  useFormState,
  bindFields,
  useUnsavedChangesPrompt,
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

const STATUS_TONE = { active: 'success', upcoming: 'info', completed: 'neutral' } as const;
const STATUS_LABEL = { active: 'Active', upcoming: 'Upcoming', completed: 'Ended' } as const;

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
  start: toDateTimeLocal(new Date().toISOString()),
  end: toDateTimeLocal(new Date(Date.now() + 7 * 86_400_000).toISOString()),
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
  start: toDateTimeLocal(c.start_date),
  end: toDateTimeLocal(c.end_date),
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
  const {
    values: form,
    set,
    isDirty,
    markSaved,
  } = useFormState<FormState>(() => (editing ? fromChallenge(editing) : EMPTY()));
  const unsavedPrompt = useUnsavedChangesPrompt(isDirty);
  const [errors, setErrors] = useState<Errors>({});
  const field = bindFields(form, set, errors);
  // "Edit" in a row far down the list fills this form at the top: take focus (and the view) there.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (editing) heading.current?.focus();
  }, [editing]);
  const [saved, setSaved] = useState<string | null>(null);

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
      markSaved(editing ? undefined : EMPTY());
      onDone();
    },
    onError: (e) => {
      // A refusal without fields (a moderator's prize limit…) is said for the whole form.
      setErrors(serverFieldErrors(e));
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
    <Card>
      {unsavedPrompt}
      <AdminForm
        $min={180}
        $align="end"
        onSubmit={submit}
        noValidate
        aria-label={editing ? `Edit ${editing.slot_name}` : 'New challenge'}
      >
        <h2 className="wide" style={{ fontSize: 16 }} ref={heading} tabIndex={-1}>
          {editing ? `Edit ${editing.slot_name}` : 'New challenge'}
        </h2>
        <AdminInput label="Slot name" required {...field('slot_name')} maxLength={120} />
        <AdminInput label="Provider" {...field('slot_provider')} maxLength={120} />
        <AdminInput
          label="Slot image URL"
          hint="https://… or a site path /media/…"
          {...field('slot_image')}
          maxLength={500}
        />
        <AdminNumberInput label="Multiplier (x)" required step="0.01" {...field('multiplier')} />
        <AdminNumberInput label="Minimum bet ($)" required step="0.01" {...field('min_bet')} />
        <AdminSelect<FormState['prize_type']> label="Prize type" {...field('prize_type')}>
          <option value="cash">Cash ($)</option>
          <option value="points">Points</option>
        </AdminSelect>
        <AdminNumberInput
          label={form.prize_type === 'points' ? 'Prize (points)' : 'Prize ($)'}
          required
          step={form.prize_type === 'points' ? '1' : '0.01'}
          {...field('prize')}
        />
        <AdminDateTimeInput label="Starts" required {...field('start', 'start_date')} />
        <AdminDateTimeInput label="Ends" required {...field('end', 'end_date')} />
        <CheckboxField className="wide" checked={form.enabled} onChange={(v) => set('enabled', v)}>
          Enabled (runs between its start and end)
        </CheckboxField>
        <AdminSaveBar
          busy={save.isPending}
          label={editing ? 'Save' : 'Create challenge'}
          onCancel={editing ? onDone : undefined}
          saved={saved}
          error={
            save.isError && !Object.keys(serverFieldErrors(save.error)).length
              ? save.error.message || 'Failed to save the challenge'
              : null
          }
        />
      </AdminForm>
    </Card>
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
    <AdminStack>
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
              <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 4 }}>
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
    </AdminStack>
  );
}

export default ChallengesAdmin;
