import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormEvent, KeyboardEvent } from 'react';
import { useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import type {
  AdminHunt,
  AdminHuntResponse,
  BonusHuntGame,
  HuntLiveEvent,
  Slot,
} from '@lobby/contract-engagement';
import { huntChannel } from '@lobby/contract-engagement';
import { ApiError, logFailure, useLiveChannel } from '@lobby/shared-api';
import {
  AdminFormField,
  AdminPageHeader,
  Alert,
  Button,
  Card,
  ConfirmDialog,
  DataTable,
  DiceIcon,
  EmptyState,
  formatMultiplier,
  formatUSD,
  Input,
  Loader,
  StatTile,
  StatusBadge,
  VisuallyHidden,
} from '@lobby/shared-ui';
import { SlotPicker } from '../../../features/slots/components/slot-picker';
import {
  addHuntGame,
  adminHuntKeys,
  completeAdminHunt,
  deleteAdminHunt,
  getAdminHunt,
  removeHuntGame,
  updateAdminHunt,
  updateHuntGame,
} from '../api/admin-bonus-hunts';
import { AssignPlayerDialog, playerName } from './assign-player-dialog';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const Tiles = styled.div`
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
`;

const AddForm = styled(Card).attrs({ as: 'form' })`
  display: grid;
  gap: 12px;
  grid-template-columns: minmax(0, 2fr) minmax(100px, 1fr) auto;
  align-items: end;
  @media (max-width: 640px) {
    grid-template-columns: 1fr;
  }
`;

const WinInput = styled(Input)`
  max-width: 130px;
  text-align: right;
  font-variant-numeric: tabular-nums;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
`;

function Tile({ label, value }: { label: string; value: string }) {
  return (
    <StatTile>
      <span>{label}</span>
      <strong>{value}</strong>
    </StatTile>
  );
}

const message = (error: unknown, fallback: string) =>
  error instanceof ApiError
    ? (Object.values(error.errors)[0]?.[0] ?? error.message ?? fallback)
    : fallback;

/** One slot's win cell: type the amount, Enter saves it and moves to the next slot's win. */
function WinCell({
  game,
  index,
  disabled,
  onSave,
}: {
  game: BonusHuntGame;
  index: number;
  disabled: boolean;
  onSave: (game: BonusHuntGame, win: number | null) => Promise<boolean>;
}) {
  const shown = game.slot_win != null ? String(game.slot_win) : '';
  const [draft, setDraft] = useState<string | null>(null);
  const value = draft ?? shown;
  const save = async () => {
    if (draft === null || draft === shown) return true;
    const win = draft.trim() === '' ? null : Number(draft);
    if (win !== null && (!Number.isFinite(win) || win < 0)) return false;
    const ok = await onSave(game, win);
    if (ok) setDraft(null);
    return ok;
  };
  const onKeyDown = async (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Escape') {
      setDraft(null);
      return;
    }
    if (e.key !== 'Enter' && e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    const step = e.key === 'ArrowUp' ? -1 : 1;
    if (e.key === 'Enter' && !(await save())) return;
    document.querySelector<HTMLInputElement>(`[data-win-index="${index + step}"]`)?.focus();
  };
  return (
    <WinInput
      type="number"
      inputMode="decimal"
      step="0.01"
      min="0"
      aria-label={`Win of #${index + 1} ${game.slot_name ?? 'slot'} ($)`}
      data-win-index={index}
      placeholder="Pending"
      disabled={disabled}
      value={value}
      $invalid={draft !== null && draft.trim() !== '' && !(Number(draft) >= 0)}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={() => void save()}
      onKeyDown={(e) => void onKeyDown(e)}
    />
  );
}

/** Admin › Bonus hunt: the hunt the streamer runs live. */
export function HuntRunner() {
  const id = Number(useParams().id);
  const queryClient = useQueryClient();
  const key = adminHuntKeys.detail(id);
  const hunt = useQuery({
    queryKey: key,
    queryFn: () => getAdminHunt(id),
    enabled: Number.isInteger(id) && id > 0,
    meta: logFailure('[engagement/admin] Failed to load the bonus hunt'),
  });
  // Predictions coming in while the streamer runs the hunt (the staff's own writes answer with
  // the hunt, so only members' predictions need a refetch).
  useLiveChannel(
    Number.isInteger(id) && id > 0 ? huntChannel(id) : null,
    (payload) => {
      if ((payload as Partial<HuntLiveEvent>).type === 'predictions')
        void queryClient.invalidateQueries({ queryKey: key });
    },
    { resync: [key] },
  );
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [assigning, setAssigning] = useState<number | null>(null);
  const navigate = useNavigate();
  const onAnswer = (answer: AdminHuntResponse) => {
    queryClient.setQueryData(key, answer);
    void queryClient.invalidateQueries({
      queryKey: adminHuntKeys.all(),
      exact: false,
      refetchType: 'none',
    });
    setFailure(null);
  };

  const toggle = useMutation({
    mutationFn: (open: boolean) => updateAdminHunt(id, { predictions_active: open }),
    onSuccess: onAnswer,
    onError: (e) => setFailure(message(e, 'Failed to update predictions')),
  });
  const complete = useMutation({
    mutationFn: () => completeAdminHunt(id),
    onSuccess: (answer) => {
      onAnswer(answer);
      setConfirming(false);
    },
  });
  const destroy = useMutation({
    mutationFn: () => deleteAdminHunt(id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: adminHuntKeys.all() });
      void navigate('..', { relative: 'path', state: { notice: 'Bonus hunt deleted.' } });
    },
  });
  const remove = useMutation({
    mutationFn: (gameId: number) => removeHuntGame(id, gameId),
    onSuccess: onAnswer,
    onError: (e) => setFailure(message(e, 'Failed to remove the slot')),
  });

  const saveWin = async (game: BonusHuntGame, win: number | null) => {
    try {
      onAnswer(await updateHuntGame(id, game.id, { win }));
      return true;
    } catch (e) {
      setFailure(message(e, 'Failed to record the win'));
      return false;
    }
  };

  if (hunt.isPending) return <Loader label="Loading bonus hunt..." />;
  if (hunt.isError || !hunt.data)
    return (
      <EmptyState
        icon={<DiceIcon size={32} />}
        title={
          hunt.error instanceof ApiError && hunt.error.status === 404
            ? 'Bonus hunt not found'
            : 'Failed to load the bonus hunt'
        }
      >
        <Row>
          <Button type="button" $size="sm" onClick={() => void hunt.refetch()}>
            Retry
          </Button>
          <Link to=".." relative="path">
            Back to bonus hunts
          </Link>
        </Row>
      </EmptyState>
    );
  const h = hunt.data.data;
  const pending = h.games.filter((g) => g.pending_win).length;
  // A hunt that paid points stays in History (the server refuses to delete it).
  const paid = h.results.some((r) => r.points_awarded > 0);
  const assigningGame = h.is_active ? h.games.find((g) => g.id === assigning) : undefined;

  return (
    <Stack>
      <AdminPageHeader
        title={h.name}
        description={
          <Row>
            <Link to=".." relative="path">
              ← All bonus hunts
            </Link>
            {h.is_active ? (
              <StatusBadge tone="success">Active</StatusBadge>
            ) : (
              <StatusBadge tone="neutral">Completed</StatusBadge>
            )}
            {h.is_active ? (
              <StatusBadge tone={h.predictions_active ? 'info' : 'warning'}>
                {h.predictions_active ? 'Predictions open' : 'Predictions closed'}
              </StatusBadge>
            ) : null}
          </Row>
        }
        actions={
          <>
            {h.is_active ? (
              <>
                <Button
                  type="button"
                  $variant="secondary"
                  disabled={toggle.isPending}
                  onClick={() => toggle.mutate(!h.predictions_active)}
                >
                  {h.predictions_active ? 'Close predictions' : 'Open predictions'}
                </Button>
                <Button
                  type="button"
                  onClick={() => setConfirming(true)}
                  disabled={!h.games.length}
                >
                  Complete hunt
                </Button>
              </>
            ) : null}
            {!paid ? (
              <Button type="button" $variant="danger" onClick={() => setDeleting(true)}>
                Delete hunt
              </Button>
            ) : null}
          </>
        }
      />
      {failure ? (
        <Alert $tone="danger" role="alert">
          {failure}
        </Alert>
      ) : null}
      <Tiles>
        <Tile label="Start Balance" value={formatUSD(h.start_balance)} />
        <Tile label="Total Winnings" value={formatUSD(h.winnings)} />
        <Tile
          label="Break Even Required"
          value={h.break_even_x != null ? formatMultiplier(h.break_even_x) : 'N/A'}
        />
        <Tile
          label="Average Multiplier"
          value={h.average_x != null ? formatMultiplier(h.average_x) : 'N/A'}
        />
        <Tile label="Predictions" value={String(h.predictions_count)} />
        <Tile
          label="Prizes"
          value={h.prize_points.length ? h.prize_points.join(' / ') + ' pts' : 'None'}
        />
      </Tiles>
      {h.is_active ? <AddSlot hunt={h} onAnswer={onAnswer} /> : null}
      <DataTable<BonusHuntGame>
        caption="Slots"
        showCaption
        rows={h.games}
        rowKey={(g) => g.id}
        empty="No slots yet — add the bonuses you bought above."
        columns={[
          { key: 'n', header: '#', width: '48px', render: (g) => h.games.indexOf(g) + 1 },
          {
            key: 'slot',
            header: 'Slot',
            render: (g) => (
              <span>
                <strong>{g.slot_name ?? 'Pending...'}</strong>
                {g.slot_provider ? <small> · {g.slot_provider}</small> : null}
              </span>
            ),
          },
          { key: 'bet', header: 'Bet', align: 'right', render: (g) => formatUSD(g.slot_bet) },
          {
            key: 'player',
            header: 'Player',
            render: (g) => (
              <Row>
                <span>{playerName(g) ?? 'Unassigned'}</span>
                {h.is_active ? (
                  <Button
                    type="button"
                    $variant="ghost"
                    $size="sm"
                    aria-label={`${playerName(g) ? 'Change' : 'Assign'} player of #${h.games.indexOf(g) + 1} ${g.slot_name ?? 'slot'}`}
                    onClick={() => setAssigning(g.id)}
                  >
                    {playerName(g) ? 'Change' : 'Assign'}
                  </Button>
                ) : null}
              </Row>
            ),
          },
          {
            key: 'win',
            header: 'Win ($)',
            align: 'right',
            render: (g) =>
              h.is_active ? (
                <WinCell game={g} index={h.games.indexOf(g)} disabled={false} onSave={saveWin} />
              ) : g.slot_win != null ? (
                formatUSD(g.slot_win)
              ) : (
                '—'
              ),
          },
          {
            key: 'x',
            header: 'Multiplier',
            align: 'right',
            render: (g) => (g.multiplier != null ? formatMultiplier(g.multiplier) : 'Pending'),
          },
          {
            key: 'actions',
            header: <VisuallyHidden>Actions</VisuallyHidden>,
            align: 'right',
            render: (g) =>
              h.is_active ? (
                <Button
                  type="button"
                  $variant="ghost"
                  $size="sm"
                  aria-label={`Remove #${h.games.indexOf(g) + 1} ${g.slot_name ?? 'slot'}`}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(g.id)}
                >
                  Remove
                </Button>
              ) : null,
          },
        ]}
      />
      {!h.is_active ? <Results hunt={h} /> : null}
      {assigningGame ? (
        <AssignPlayerDialog
          huntId={h.id}
          game={assigningGame}
          index={h.games.indexOf(assigningGame)}
          onClose={() => setAssigning(null)}
          onAnswer={onAnswer}
        />
      ) : null}
      <ConfirmDialog
        open={confirming}
        title="Complete this hunt?"
        confirmLabel="Complete hunt"
        busy={complete.isPending}
        error={complete.isError ? message(complete.error, 'Failed to complete the hunt') : null}
        onConfirm={() => complete.mutate()}
        onCancel={() => {
          setConfirming(false);
          complete.reset();
        }}
      >
        {pending
          ? `${pending} slot${pending === 1 ? ' is' : 's are'} still pending: record every win first.`
          : `The end balance will be ${formatUSD(h.winnings)}. Predictions are ranked by distance to it and ${
              h.prize_points.length
                ? `the closest ${h.prize_points.length} receive ${h.prize_points.join(' / ')} points`
                : 'no points are paid'
            }. This cannot be undone.`}
      </ConfirmDialog>
      <ConfirmDialog
        open={deleting}
        title="Delete this hunt?"
        confirmLabel="Delete hunt"
        tone="danger"
        busy={destroy.isPending}
        error={destroy.isError ? message(destroy.error, 'Failed to delete the hunt') : null}
        onConfirm={() => destroy.mutate()}
        onCancel={() => {
          setDeleting(false);
          destroy.reset();
        }}
      >
        {`${h.name}, its ${h.games.length} slot${h.games.length === 1 ? '' : 's'} and ${
          h.predictions_count
        } prediction${h.predictions_count === 1 ? '' : 's'} will be deleted for good. No points were paid for it, so no balance changes. The audit log keeps a copy.`}
      </ConfirmDialog>
    </Stack>
  );
}

function AddSlot({
  hunt,
  onAnswer,
}: {
  hunt: AdminHunt;
  onAnswer: (a: AdminHuntResponse) => void;
}) {
  const [text, setText] = useState('');
  const [slot, setSlot] = useState<Slot | null>(null);
  const [bet, setBet] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const pickerWrap = useRef<HTMLDivElement>(null);
  const add = useMutation({
    mutationFn: () =>
      addHuntGame(
        hunt.id,
        slot && slot.name === text
          ? { slot_id: slot.id, bet: Number(bet) }
          : { slot_name: text.trim(), bet: Number(bet) },
      ),
    onSuccess: (answer) => {
      onAnswer(answer);
      setText('');
      setSlot(null);
      setErrors({});
      // Ready for the next bonus: back to the slot field, the bet kept.
      pickerWrap.current?.querySelector('input')?.focus();
    },
    onError: (e) => {
      if (e instanceof ApiError && Object.keys(e.errors).length)
        setErrors({
          slot: e.errors.slot_name?.[0] ?? e.errors.slot_id?.[0],
          bet: e.errors.bet?.[0],
        });
      else setErrors({ slot: message(e, 'Failed to add the slot') });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = {
      slot: text.trim() ? undefined : 'Choose a slot',
      bet: Number(bet) > 0 ? undefined : 'Bet must be greater than 0',
    };
    setErrors(next);
    if (!next.slot && !next.bet) add.mutate();
  };
  return (
    <AddForm onSubmit={submit} noValidate aria-label="Add a slot">
      <div ref={pickerWrap}>
        <SlotPicker
          label="Slot"
          value={text}
          onChange={(t) => {
            setText(t);
            if (slot && t !== slot.name) setSlot(null);
          }}
          onSelect={setSlot}
          error={errors.slot}
        />
      </div>
      <AdminFormField label="Bet ($)" error={errors.bet}>
        {(p) => (
          <Input
            {...p}
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0.01"
            value={bet}
            onChange={(e) => setBet(e.target.value)}
          />
        )}
      </AdminFormField>
      <Button type="submit" disabled={add.isPending}>
        {add.isPending ? 'Adding...' : 'Add slot'}
      </Button>
    </AddForm>
  );
}

function Results({ hunt }: { hunt: AdminHunt }) {
  return (
    <DataTable
      caption={`Results — end balance ${hunt.end_balance != null ? formatUSD(hunt.end_balance) : '—'}`}
      showCaption
      rows={hunt.results}
      rowKey={(r) => r.user.id}
      empty="Nobody predicted this hunt."
      columns={[
        { key: 'rank', header: 'Place', width: '64px', render: (r) => `#${r.rank}` },
        { key: 'user', header: 'Member', render: (r) => `@${r.user.username}` },
        {
          key: 'pred',
          header: 'Predicted',
          align: 'right',
          render: (r) => formatUSD(r.end_balance),
        },
        { key: 'off', header: 'Off by', align: 'right', render: (r) => formatUSD(r.distance) },
        {
          key: 'pts',
          header: 'Points',
          align: 'right',
          render: (r) => (r.points_awarded ? `+${r.points_awarded}` : '—'),
        },
      ]}
    />
  );
}

export default HuntRunner;
