import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminHunt, AdminHuntResponse, BonusHuntGame } from '@lobby/contract-engagement';
import {
  Button,
  ConfirmDialog,
  DataTable,
  formatMultiplier,
  formatUSD,
  VisuallyHidden,
} from '@lobby/shared-ui';
import { DetailRow, firstMessage } from '../../shared/components/live-detail-page';
import { removeHuntGame, updateHuntGame } from '../api/admin-bonus-hunts';
import { AssignPlayerDialog, playerName } from './assign-player-dialog';
import { WinCell } from './win-cell';

/**
 * The hunt's slots: bet, player (assigned from a dialog), win (typed in while the hunt runs),
 * multiplier, and Remove.
 */
export function HuntSlots({
  hunt: h,
  onAnswer,
  onFailure,
}: {
  hunt: AdminHunt;
  onAnswer: (answer: AdminHuntResponse) => void;
  onFailure: (message: string) => void;
}) {
  const [assigning, setAssigning] = useState<number | null>(null);
  // The slot whose removal is being confirmed (its bet and win leave the hunt's figures).
  const [removing, setRemoving] = useState<number | null>(null);
  const remove = useMutation({
    mutationFn: (gameId: number) => removeHuntGame(h.id, gameId),
    onSuccess: (answer) => {
      setRemoving(null);
      onAnswer(answer);
    },
  });
  const saveWin = async (game: BonusHuntGame, win: number | null) => {
    try {
      onAnswer(await updateHuntGame(h.id, game.id, { win }));
      return true;
    } catch (e) {
      onFailure(firstMessage(e, 'Failed to record the win'));
      return false;
    }
  };
  const label = (g: BonusHuntGame) => `#${h.games.indexOf(g) + 1} ${g.slot_name ?? 'slot'}`;
  const assigningGame = h.is_active ? h.games.find((g) => g.id === assigning) : undefined;
  const removingGame = h.is_active ? h.games.find((g) => g.id === removing) : undefined;

  return (
    <>
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
              <DetailRow>
                <span>{playerName(g) ?? 'Unassigned'}</span>
                {h.is_active ? (
                  <Button
                    type="button"
                    $variant="ghost"
                    $size="sm"
                    aria-label={`${playerName(g) ? 'Change' : 'Assign'} player of ${label(g)}`}
                    onClick={() => setAssigning(g.id)}
                  >
                    {playerName(g) ? 'Change' : 'Assign'}
                  </Button>
                ) : null}
              </DetailRow>
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
                  aria-label={`Remove ${label(g)}`}
                  disabled={remove.isPending}
                  onClick={() => {
                    remove.reset();
                    setRemoving(g.id);
                  }}
                >
                  Remove
                </Button>
              ) : null,
          },
        ]}
      />
      <ConfirmDialog
        open={removingGame != null}
        title={removingGame ? `Remove ${label(removingGame)}?` : ''}
        confirmLabel="Remove slot"
        tone="danger"
        busy={remove.isPending}
        error={remove.isError ? firstMessage(remove.error, 'Failed to remove the slot') : null}
        onConfirm={() => removingGame && remove.mutate(removingGame.id)}
        onCancel={() => setRemoving(null)}
      >
        {removingGame ? (
          <p>
            {`Its bet of ${formatUSD(removingGame.slot_bet)}`}
            {removingGame.slot_win != null
              ? ` and its win of ${formatUSD(removingGame.slot_win)} leave`
              : ' leaves'}{' '}
            the hunt&apos;s figures. This cannot be undone.
          </p>
        ) : null}
      </ConfirmDialog>
      {assigningGame ? (
        <AssignPlayerDialog
          huntId={h.id}
          game={assigningGame}
          index={h.games.indexOf(assigningGame)}
          onClose={() => setAssigning(null)}
          onAnswer={onAnswer}
        />
      ) : null}
    </>
  );
}
