import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import type { TournamentDetailResponse, TournamentMatch } from '@lobby/contract-engagement';
import { bracketRounds, roundTitle, tournamentChannel } from '@lobby/contract-engagement';
import { Button, formatMultiplier, Input, Loader, StatusBadge, TrophyIcon } from '@lobby/shared-ui';
import {
  DeleteDetailDialog,
  DetailHeader,
  DetailRow,
  DetailStack,
  DetailUnavailable,
  firstMessage,
  useLiveDetail,
} from '../../shared/components/live-detail-page';
import {
  adminTournamentKeys,
  deleteAdminTournament,
  getAdminTournament,
  updateAdminMatch,
  updateAdminTournament,
} from '../api/admin-tournaments';

const Columns = styled.div`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(260px, 1fr);
  gap: 16px;
  overflow-x: auto;
  padding-bottom: 8px;
  /* A phone has no room for the rounds side by side: they follow one another, each whole. */
  @media (max-width: 640px) {
    grid-auto-flow: row;
    grid-auto-columns: auto;
    overflow-x: visible;
  }
`;

/* The round's heading stays at the top; its matches spread over the column's height below it. */
const Column = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  & > div {
    flex: 1;
    display: flex;
    flex-direction: column;
    justify-content: space-around;
    gap: 12px;
  }
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
  grid-template-columns: minmax(0, 1fr) 104px auto;
  gap: 6px;
  align-items: center;
  padding: 4px 6px;
  border-radius: ${({ theme }) => theme.radii.sm};
  outline: ${({ theme, $won }) => ($won ? `1px solid ${theme.colors.accent}` : 'none')};
  /* The whole name, on two lines if need be: two slots may share their first word
     ("Amber Castles", "Amber Knights") and the winner is picked by it. */
  span {
    overflow-wrap: anywhere;
    line-height: 1.3;
  }
`;

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
      <DetailRow>
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
      </DetailRow>
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
  const { id, detail, onAnswer, failure, setFailure, destroy, deleting, setDeleting } =
    useLiveDetail<TournamentDetailResponse>({
      keyOf: adminTournamentKeys.detail,
      listKey: adminTournamentKeys.all(),
      load: getAdminTournament,
      channelOf: tournamentChannel,
      what: 'the tournament',
      remove: deleteAdminTournament,
      removedNotice: 'Tournament deleted.',
      staleOnRemove: [['engagement', 'tournaments']],
    });
  const update = useMutation({
    mutationFn: (input: Parameters<typeof updateAdminTournament>[1]) =>
      updateAdminTournament(id, input),
    onSuccess: onAnswer,
    onError: (e) => setFailure(firstMessage(e, 'Failed to update the tournament')),
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
    onError: (e) => setFailure(firstMessage(e, 'Failed to save the result')),
  });

  if (detail.isPending) return <Loader label="Loading tournament..." />;
  if (detail.isError)
    return (
      <DetailUnavailable
        error={detail.error}
        icon={<TrophyIcon size={32} />}
        notFoundTitle="Tournament Not Found"
        failedTitle="Failed to load the tournament"
        backLabel="Back to tournaments"
        onRetry={() => void detail.refetch()}
      />
    );
  const { tournament: t } = detail.data.data;
  const rounds = bracketRounds(t.matches);
  const busy = update.isPending || match.isPending;
  return (
    <DetailStack>
      <DetailHeader
        title={t.name}
        backLabel="All tournaments"
        failure={failure}
        badges={
          <>
            <StatusBadge tone={t.is_active ? 'success' : 'neutral'}>
              {t.is_active ? 'Active' : 'Completed'}
            </StatusBadge>
            <StatusBadge tone={t.predictions_active ? 'info' : 'warning'}>
              {t.predictions_active ? 'Predictions open' : 'Predictions closed'}
            </StatusBadge>
            <span>{t.predictions_count} predictors</span>
          </>
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
      <Columns>
        {rounds.map((round, r) => (
          <Column key={round[0]!.round} aria-label={roundTitle(r, rounds.length)}>
            <h2>{roundTitle(r, rounds.length)}</h2>
            <div>
              {round.map((m) => (
                <MatchEditor
                  key={`${m.id}-${m.slot1_name}-${m.slot2_name}-${m.slot1_multiplier}-${m.slot2_multiplier}`}
                  m={m}
                  busy={busy}
                  onChange={(input) => match.mutate({ matchId: m.id, input })}
                />
              ))}
            </div>
          </Column>
        ))}
      </Columns>
      <DeleteDetailDialog
        noun="tournament"
        open={deleting}
        mutation={destroy}
        onClose={() => setDeleting(false)}
      >
        {`${t.name}, its ${t.matches.length} matches and the picks of ${t.predictions_count} ${
          t.predictions_count === 1 ? 'member' : 'members'
        } will be deleted for good. A tournament whose decided matches have picks is kept: those picks count toward the accuracy leaderboard, so undo its results first. The audit log keeps a copy.`}
      </DeleteDetailDialog>
    </DetailStack>
  );
}

export default TournamentEditor;
