import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import type { AdminHuntResponse } from '@lobby/contract-engagement';
import { huntChannel } from '@lobby/contract-engagement';
import {
  Button,
  ConfirmDialog,
  DiceIcon,
  formatMultiplier,
  formatUSD,
  Loader,
  StatusBadge,
} from '@lobby/shared-ui';
import { FigureTile } from '../../../components/page-parts';
import {
  DeleteDetailDialog,
  DetailHeader,
  DetailStack,
  DetailUnavailable,
  firstMessage,
  useLiveDetail,
} from '../../shared/components/live-detail-page';
import {
  adminHuntKeys,
  completeAdminHunt,
  deleteAdminHunt,
  getAdminHunt,
  updateAdminHunt,
} from '../api/admin-bonus-hunts';
import { AddSlot } from './add-slot-form';
import { HuntResults } from './hunt-results';
import { HuntSlots } from './hunt-slots';

const Tiles = styled.div`
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
`;

/** Admin › Bonus hunt: the hunt the streamer runs live. */
export function HuntRunner() {
  const { id, detail, onAnswer, failure, setFailure, destroy, deleting, setDeleting } =
    useLiveDetail<AdminHuntResponse>({
      keyOf: adminHuntKeys.detail,
      listKey: adminHuntKeys.all(),
      load: getAdminHunt,
      channelOf: huntChannel,
      what: 'the bonus hunt',
      remove: deleteAdminHunt,
      removedNotice: 'Bonus hunt deleted.',
    });
  const [confirming, setConfirming] = useState(false);

  const toggle = useMutation({
    mutationFn: (open: boolean) => updateAdminHunt(id, { predictions_active: open }),
    onSuccess: onAnswer,
    onError: (e) => setFailure(firstMessage(e, 'Failed to update predictions')),
  });
  const complete = useMutation({
    mutationFn: () => completeAdminHunt(id),
    onSuccess: (answer) => {
      onAnswer(answer);
      setConfirming(false);
    },
  });

  if (detail.isPending) return <Loader label="Loading bonus hunt..." />;
  if (detail.isError || !detail.data)
    return (
      <DetailUnavailable
        error={detail.error}
        icon={<DiceIcon size={32} />}
        notFoundTitle="Bonus hunt not found"
        failedTitle="Failed to load the bonus hunt"
        backLabel="Back to bonus hunts"
        onRetry={() => void detail.refetch()}
      />
    );
  const h = detail.data.data;
  const pending = h.games.filter((g) => g.pending_win).length;
  // A hunt that paid points stays in History (the server refuses to delete it).
  const paid = h.results.some((r) => r.points_awarded > 0);

  return (
    <DetailStack>
      <DetailHeader
        title={h.name}
        backLabel="All bonus hunts"
        failure={failure}
        badges={
          <>
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
          </>
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
      <Tiles>
        <FigureTile label="Start Balance" value={formatUSD(h.start_balance)} />
        <FigureTile label="Total Winnings" value={formatUSD(h.winnings)} />
        <FigureTile
          label="Break Even Required"
          value={h.break_even_x != null ? formatMultiplier(h.break_even_x) : 'N/A'}
        />
        <FigureTile
          label="Average Multiplier"
          value={h.average_x != null ? formatMultiplier(h.average_x) : 'N/A'}
        />
        <FigureTile label="Predictions" value={String(h.predictions_count)} />
        <FigureTile
          label="Prizes"
          value={h.prize_points.length ? h.prize_points.join(' / ') + ' pts' : 'None'}
        />
      </Tiles>
      {h.is_active ? <AddSlot hunt={h} onAnswer={onAnswer} /> : null}
      <HuntSlots hunt={h} onAnswer={onAnswer} onFailure={setFailure} />
      {!h.is_active ? <HuntResults hunt={h} /> : null}
      <ConfirmDialog
        open={confirming}
        title="Complete this hunt?"
        confirmLabel="Complete hunt"
        busy={complete.isPending}
        error={
          complete.isError ? firstMessage(complete.error, 'Failed to complete the hunt') : null
        }
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
      <DeleteDetailDialog
        noun="hunt"
        open={deleting}
        mutation={destroy}
        onClose={() => setDeleting(false)}
      >
        {`${h.name}, its ${h.games.length} slot${h.games.length === 1 ? '' : 's'} and ${
          h.predictions_count
        } prediction${h.predictions_count === 1 ? '' : 's'} will be deleted for good. No points were paid for it, so no balance changes. The audit log keeps a copy.`}
      </DeleteDetailDialog>
    </DetailStack>
  );
}

export default HuntRunner;
