import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import type { Redemption } from '@lobby/contract-commerce';
import { getRedemptions } from '@lobby/shared-api';
import {
  Button,
  EmptyState,
  formatDateTime,
  formatNumber,
  ImageWithFallback,
  Loader,
  Modal,
} from '@lobby/shared-ui';
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

type State = { status: 'loading' } | { status: 'error' } | { status: 'ready'; items: Redemption[] };

/** 'Purchase History': every redemption of the member (GET /api/r/store/redemptions). */
export function PurchaseHistoryModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [state, setState] = useState<State>({ status: 'loading' });

  const load = useCallback(() => {
    let current = true;
    setState({ status: 'loading' });
    getRedemptions()
      .then((res) => current && setState({ status: 'ready', items: res.data }))
      .catch((error: unknown) => {
        console.error('Failed to load purchase history', error);
        if (current) setState({ status: 'error' });
      });
    return () => {
      current = false;
    };
  }, []);

  useEffect(() => (open ? load() : undefined), [open, load]);

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
                <RedemptionStatusBadge processed={p.is_processed} />
              </Side>
            </Row>
          ))}
        </List>
      )}
    </Modal>
  );
}
