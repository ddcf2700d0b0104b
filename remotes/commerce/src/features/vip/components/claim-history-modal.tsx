import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import type { PayoutStatus } from '@lobby/shared-api';
import { logFailure, useViewerId } from '@lobby/shared-api';
import {
  Badge,
  Button,
  EmptyState,
  formatDateTime,
  formatUSD,
  Loader,
  Modal,
  Muted,
} from '@lobby/shared-ui';
import { getVipHistory, vipKeys } from '../api/vip-api';
import { rewardLabel } from './reward';

const List = styled.ul`
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

const Row = styled.li`
  display: flex;
  justify-content: space-between;
  gap: 12px;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  min-width: 0;
  div {
    display: flex;
    flex-direction: column;
    gap: 2px;
    min-width: 0;
  }
  strong {
    overflow-wrap: anywhere;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Side = styled.div`
  align-items: flex-end;
  flex: none;
`;

/** 'Your Claim History': every claim of the member (GET /api/r/vip-rewards/history). */
/** How a member reads the automatic payout of a cash reward. */
const PAYOUT_TEXT: Record<PayoutStatus, string> = {
  pending: 'Paying to your casino account…',
  needs_approval: 'Payout awaiting staff approval',
  sent: 'Sent to your casino account',
  failed: 'Automatic payout failed; staff will pay it',
};

export function ClaimHistoryModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const viewerId = useViewerId();
  const query = useQuery({
    queryKey: vipKeys.history(viewerId),
    queryFn: () => getVipHistory().then((r) => r.data),
    enabled: open,
    meta: logFailure('Failed to load VIP claim history'),
  });
  return (
    <Modal open={open} title="Your Claim History" onClose={onClose} width={560}>
      {query.data ? (
        query.data.length === 0 ? (
          <EmptyState title="No claims yet" />
        ) : (
          <List aria-label="Your claims">
            {query.data.map((c) => (
              <Row key={c.id}>
                <div>
                  <strong>{c.tier.name}</strong>
                  {c.tier.description ? <Muted as="small">{c.tier.description}</Muted> : null}
                  <small>
                    Wagered at claim: {formatUSD(c.wagered_amount_at_claim, { cents: false })}
                  </small>
                  <small>
                    <time dateTime={c.created_at}>{formatDateTime(c.created_at)}</time>
                  </small>
                </div>
                <Side>
                  <strong>{rewardLabel(c.reward_type, c.reward_amount)}</strong>
                  <Badge $tone={c.processed ? 'success' : 'warning'}>
                    {c.processed ? 'Processed' : 'Pending'}
                  </Badge>
                  {c.payout ? <Muted as="small">{PAYOUT_TEXT[c.payout.status]}</Muted> : null}
                </Side>
              </Row>
            ))}
          </List>
        )
      ) : query.isError && !query.isFetching ? (
        <EmptyState
          title="Could not load your claims"
          action={
            <Button
              type="button"
              $variant="secondary"
              $size="sm"
              onClick={() => void query.refetch()}
            >
              Try again
            </Button>
          }
        />
      ) : (
        <Loader label="Loading claims..." />
      )}
    </Modal>
  );
}
