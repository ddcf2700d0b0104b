import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import type { TournamentDetailResponse, TournamentMatch } from '@lobby/contract-engagement';
import { bracketRounds, roundTitle, tournamentChannel } from '@lobby/contract-engagement';
import { ApiError, logFailure, useLiveChannel } from '@lobby/shared-api';
import {
  AdminPageHeader,
  Alert,
  Button,
  ConfirmDialog,
  EmptyState,
  formatMultiplier,
  Input,
  Loader,
  StatusBadge,
  TrophyIcon,
} from '@lobby/shared-ui';
import {
  adminTournamentKeys,
  deleteAdminTournament,
  getAdminTournament,
  updateAdminMatch,
  updateAdminTournament,
} from '../api/admin-tournaments';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const Columns = styled.div`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(260px, 1fr);
  gap: 16px;
  overflow-x: auto;
  padding-bottom: 8px;
`;

const Column = styled.section`
  display: flex;
  flex-direction: column;
  justify-content: space-around;
  gap: 12px;
  h2 {
    font-size: 14px;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Match = styled.article`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  header {
    display: flex;
    justify-content: space-between;
    font-size: 13px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Side = styled.div<{ $won: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 90px auto;
  gap: 6px;
  align-items: center;
  padding: 4px 6px;
  border-radius: ${({ theme }) => theme.radii.sm};
  outline: ${({ theme, $won }) => ($won ? `1px solid ${theme.colors.accent}` : 'none')};
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
`;

const message = (e: unknown, fallback: string) =>
  e instanceof ApiError ? (Object.values(e.errors)[0]?.[0] ?? e.message ?? fallback) : fallback;

function MatchEditor({
  m,
  busy,
  onChange,
}: {
  m: TournamentMatch;
  busy: boolean;
  onChange: (input: Parameters<typeof updateAdminMatch>[2]) => void;
}) {
  const [x1, setX1] = useState(m.slot1_multiplier != null ? String(m.slot1_multiplier) : '');
  const [x2, setX2] = useState(m.slot2_multiplier != null ? String(m.slot2_multiplier) : '');
  const ready = m.slot1_name != null && m.slot2_name != null;
  const multipliers = () => ({
    slot1_multiplier: x1.trim() === '' ? null : Number(x1),
    slot2_multiplier: x2.trim() === '' ? null : Number(x2),
  });
  const side = (n: 1 | 2) => {
    const name = n === 1 ? m.slot1_name : m.slot2_name;
    const won = name != null && m.winner_name === name;
    return (
      <Side $won={won}>
        <span title={name ?? undefined}>{name ?? 'TBD'}</span>
        <Input
          type="number"
          step="0.01"
          min="0"
          aria-label={`Multiplier of ${name ?? 'TBD'} in match ${m.match_number}`}
          value={n === 1 ? x1 : x2}
          disabled={!name || busy}
          onChange={(e) => (n === 1 ? setX1 : setX2)(e.target.value)}
        />
        <Button
          type="button"
          $size="sm"
          $variant={won ? 'primary' : 'secondary'}
          disabled={!ready || busy || won}
          aria-label={`${name ?? 'TBD'} wins match ${m.match_number}`}
          onClick={() => onChange({ ...multipliers(), winner: n })}
        >
          {won ? 'Winner' : 'Wins'}
        </Button>
      </Side>
    );
  };
  return (
    <Match aria-label={`Match ${m.match_number}`}>
      <header>
        <span>Match {m.match_number}</span>
        <span>{m.winner_name ? 'COMPLETED' : 'PENDING'}</span>
      </header>
      {side(1)}
      {side(2)}
      <Row>
        <Button
          type="button"
          $size="sm"
          $variant="ghost"
          disabled={!ready || busy}
          onClick={() => onChange(multipliers())}
        >
          Save multipliers
        </Button>
        {m.winner_name ? (
          <Button
            type="button"
            $size="sm"
            $variant="danger"
            disabled={busy}
            onClick={() => onChange({ winner: null })}
          >
            Undo result
          </Button>
        ) : null}
      </Row>
      {m.slot1_multiplier != null || m.slot2_multiplier != null ? (
        <small>
          {formatMultiplier(m.slot1_multiplier ?? 0)} vs {formatMultiplier(m.slot2_multiplier ?? 0)}
        </small>
      ) : null}
    </Match>
  );
}

/** Admin › Tournament: open/close predictions, set results (winners advance), undo. */
export function TournamentEditor() {
  const id = Number(useParams().id);
  const queryClient = useQueryClient();
  const key = adminTournamentKeys.detail(id);
  const detail = useQuery({
    queryKey: key,
    queryFn: () => getAdminTournament(id),
    enabled: Number.isInteger(id) && id > 0,
    meta: logFailure('[engagement/admin] Failed to load the tournament'),
  });
  // Members' picks coming in (the staff's own writes answer with the tournament).
  useLiveChannel(
    Number.isInteger(id) && id > 0 ? tournamentChannel(id) : null,
    (payload) => {
      if ((payload as { type?: string }).type === 'predictions')
        void queryClient.invalidateQueries({ queryKey: key });
    },
    { resync: [key] },
  );
  const [failure, setFailure] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const navigate = useNavigate();
  const destroy = useMutation({
    mutationFn: () => deleteAdminTournament(id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: adminTournamentKeys.all() });
      void queryClient.invalidateQueries({ queryKey: ['engagement', 'tournaments'] });
      void navigate('..', { relative: 'path', state: { notice: 'Tournament deleted.' } });
    },
  });
  const onAnswer = (answer: TournamentDetailResponse) => {
    queryClient.setQueryData(key, answer);
    void queryClient.invalidateQueries({
      queryKey: adminTournamentKeys.all(),
      refetchType: 'none',
    });
    setFailure(null);
  };
  const update = useMutation({
    mutationFn: (input: Parameters<typeof updateAdminTournament>[1]) =>
      updateAdminTournament(id, input),
    onSuccess: onAnswer,
    onError: (e) => setFailure(message(e, 'Failed to update the tournament')),
  });
  const match = useMutation({
    mutationFn: ({
      matchId,
      input,
    }: {
      matchId: number;
      input: Parameters<typeof updateAdminMatch>[2];
    }) => updateAdminMatch(id, matchId, input),
    onSuccess: onAnswer,
    onError: (e) => setFailure(message(e, 'Failed to save the result')),
  });

  if (detail.isPending) return <Loader label="Loading tournament..." />;
  if (detail.isError)
    return (
      <EmptyState
        icon={<TrophyIcon size={32} />}
        title={
          detail.error instanceof ApiError && detail.error.status === 404
            ? 'Tournament Not Found'
            : 'Failed to load the tournament'
        }
      >
        <Row>
          <Button type="button" $size="sm" onClick={() => void detail.refetch()}>
            Retry
          </Button>
          <Link to=".." relative="path">
            Back to tournaments
          </Link>
        </Row>
      </EmptyState>
    );
  const { tournament: t } = detail.data.data;
  const rounds = bracketRounds(t.matches);
  const busy = update.isPending || match.isPending;
  return (
    <Stack>
      <AdminPageHeader
        title={t.name}
        description={
          <Row>
            <Link to=".." relative="path">
              ← All tournaments
            </Link>
            <StatusBadge tone={t.is_active ? 'success' : 'neutral'}>
              {t.is_active ? 'Active' : 'Completed'}
            </StatusBadge>
            <StatusBadge tone={t.predictions_active ? 'info' : 'warning'}>
              {t.predictions_active ? 'Predictions open' : 'Predictions closed'}
            </StatusBadge>
            <span>{t.predictions_count} predictors</span>
          </Row>
        }
        actions={
          <>
            <Button
              type="button"
              $variant="secondary"
              disabled={busy}
              onClick={() => update.mutate({ predictions_active: !t.predictions_active })}
            >
              {t.predictions_active ? 'Close predictions' : 'Open predictions'}
            </Button>
            <Button
              type="button"
              $variant="secondary"
              disabled={busy}
              onClick={() => update.mutate({ is_active: !t.is_active })}
            >
              {t.is_active ? 'Mark completed' : 'Reopen'}
            </Button>
            <Button
              type="button"
              $variant="danger"
              disabled={busy}
              onClick={() => setDeleting(true)}
            >
              Delete tournament
            </Button>
          </>
        }
      />
      {failure ? (
        <Alert $tone="danger" role="alert">
          {failure}
        </Alert>
      ) : null}
      <Columns>
        {rounds.map((round, r) => (
          <Column key={round[0]!.round} aria-label={roundTitle(r, rounds.length)}>
            <h2>{roundTitle(r, rounds.length)}</h2>
            {round.map((m) => (
              <MatchEditor
                key={`${m.id}-${m.slot1_name}-${m.slot2_name}-${m.slot1_multiplier}-${m.slot2_multiplier}`}
                m={m}
                busy={busy}
                onChange={(input) => match.mutate({ matchId: m.id, input })}
              />
            ))}
          </Column>
        ))}
      </Columns>
      <ConfirmDialog
        open={deleting}
        title="Delete this tournament?"
        confirmLabel="Delete tournament"
        tone="danger"
        busy={destroy.isPending}
        error={destroy.isError ? message(destroy.error, 'Failed to delete the tournament') : null}
        onConfirm={() => destroy.mutate()}
        onCancel={() => {
          setDeleting(false);
          destroy.reset();
        }}
      >
        {`${t.name}, its ${t.matches.length} matches and the picks of ${t.predictions_count} ${
          t.predictions_count === 1 ? 'member' : 'members'
        } will be deleted for good. A tournament whose decided matches have picks is kept: those picks count toward the accuracy leaderboard, so undo its results first. The audit log keeps a copy.`}
      </ConfirmDialog>
    </Stack>
  );
}

export default TournamentEditor;
