import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { logFailure, useViewerId } from '@lobby/shared-api';
import {
  Button,
  EmptyState,
  formatDateTime,
  formatNumber,
  ImageWithFallback,
  Loader,
  Modal,
} from '@lobby/shared-ui';
import { getRedemptions } from '../api/get-redemptions';
import { storeKeys } from '../api/query-keys';
import { List, Row, RowText } from './purchase-list';
import { RedemptionStatusBadge } from './redemption-status-badge';

const Cost = styled.span`
  font-weight: 700;
  color: ${({ theme }) => theme.colors.accent};
  white-space: nowrap;
`;

const Side = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 4px;
  flex: none;
`;

/** 'Purchase History': every redemption of the member (GET /api/r/store/redemptions). */
export function PurchaseHistoryModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const viewerId = useViewerId();
  // Asked when the modal opens; a redemption invalidates it, so it is current on the next opening.
  const query = useQuery({
    queryKey: storeKeys.redemptions(viewerId),
    queryFn: () => getRedemptions().then((res) => res.data),
    enabled: open,
    meta: logFailure('Failed to load purchase history'),
  });
  const state = query.data
    ? { status: 'ready' as const, items: query.data }
    : query.isError && !query.isFetching
      ? { status: 'error' as const }
      : { status: 'loading' as const };
  const load = () => void query.refetch();

  return (
    <Modal open={open} title="Purchase History" onClose={onClose} width={560}>
      {state.status === 'loading' ? (
        <Loader label="Loading purchases..." />
      ) : state.status === 'error' ? (
        <EmptyState
          title="Could not load your purchases"
          action={
            <Button type="button" $variant="secondary" $size="sm" onClick={load}>
              Try again
            </Button>
          }
        />
      ) : state.items.length === 0 ? (
        <EmptyState title="No purchases yet">
          Items you redeem in the store will show up here.
        </EmptyState>
      ) : (
        <List aria-label="Your purchases">
          {state.items.map((p) => (
            <Row key={p.id}>
              <ImageWithFallback src={p.item.image} name={p.item.name} size={44} alt="" />
              <RowText>
                <span>{p.item.name}</span>
                <small>
                  <time dateTime={p.created_at}>{formatDateTime(p.created_at)}</time>
                </small>
              </RowText>
              <Side>
                <Cost>{formatNumber(p.item.cost)} points</Cost>
                <RedemptionStatusBadge status={p.status} />
              </Side>
            </Row>
          ))}
        </List>
      )}
    </Modal>
  );
}
