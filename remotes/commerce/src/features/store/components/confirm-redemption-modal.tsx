import { Fragment } from 'react';
import styled from 'styled-components';
import { redemptionOutcome } from '@lobby/contract-commerce';
import type { RedemptionReward, StoreItem } from '@lobby/contract-commerce';
import { Button, formatNumber, ImageWithFallback, Modal } from '@lobby/shared-ui';

const Item = styled.div`
  display: flex;
  gap: 14px;
  align-items: center;
  margin-bottom: 18px;
  min-width: 0;
  h3 {
    font-size: 17px;
    overflow-wrap: anywhere;
  }
  p {
    font-size: 14px;
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
`;

const Sums = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 10px 16px;
  margin: 0 0 20px;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    text-align: right;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  dt:last-of-type,
  dd:last-of-type {
    padding-top: 10px;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  dd:last-of-type {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const Actions = styled.div`
  display: flex;
  gap: 10px;
  justify-content: flex-end;
  flex-wrap: wrap;
  & > button {
    flex: 1 1 140px;
  }
`;

export interface ConfirmRedemptionModalProps {
  item: StoreItem | null;
  points: number;
  /** What the redemption may unlock on top (the store answer's redemption_rewards). */
  rewards: readonly RedemptionReward[];
  redeeming: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * 'Confirm Redemption': the item, its cost, the member's points, each achievement the redemption
 * unlocks with its points, and the balance the member will have.
 */
export function ConfirmRedemptionModal({
  item,
  points,
  rewards,
  redeeming,
  onConfirm,
  onClose,
}: ConfirmRedemptionModalProps) {
  const outcome = item ? redemptionOutcome(points, item.cost, rewards) : null;
  return (
    <Modal
      open={item !== null}
      title="Confirm Redemption"
      onClose={redeeming ? noop : onClose}
      width={440}
    >
      {item && outcome ? (
        <>
          <Item>
            <ImageWithFallback src={item.image} name={item.name} size={56} alt="" />
            <div>
              <h3>{item.name}</h3>
              {item.description ? <p>{item.description}</p> : null}
            </div>
          </Item>
          <Sums>
            <dt>Cost</dt>
            <dd>{formatNumber(item.cost)} points</dd>
            <dt>Your points</dt>
            <dd>{formatNumber(points)} points</dd>
            {outcome.rewards.map((reward) => (
              <Fragment key={reward.title}>
                <dt>{reward.title} achievement</dt>
                <dd>+{formatNumber(reward.points)} points</dd>
              </Fragment>
            ))}
            <dt>Points after purchase</dt>
            <dd>{formatNumber(outcome.points)} points</dd>
          </Sums>
          <Actions>
            <Button type="button" $variant="secondary" onClick={onClose} disabled={redeeming}>
              Cancel
            </Button>
            <Button type="button" onClick={onConfirm} disabled={redeeming}>
              {redeeming ? 'Redeeming...' : 'Confirm Redemption'}
            </Button>
          </Actions>
        </>
      ) : null}
    </Modal>
  );
}

function noop() {}
