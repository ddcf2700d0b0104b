import { useId } from 'react';
import styled from 'styled-components';
import type { StoreItem } from '@lobby/contract-commerce';
import { redeemBlocker } from '@lobby/contract-commerce';
import type { Role } from '@lobby/shared-api';
import { Badge, Button, formatNumber, media } from '@lobby/shared-ui';
import { roleBlocker, roleLabel } from '../utils/role-label';
import { ItemImage } from './item-image';

const Article = styled.article`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  transition:
    border-color 0.15s ease,
    transform 0.15s ease;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary}88;
  }
  &:hover img {
    transform: scale(1.04);
  }
`;

const Overlay = styled.div`
  position: absolute;
  inset: 10px 10px auto 10px;
  display: flex;
  gap: 8px;
  pointer-events: none;
  & > * {
    backdrop-filter: blur(6px);
    background-color: rgba(11, 14, 23, 0.7);
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 16px;
  flex: 1;
`;

const Name = styled.h3`
  font-size: 17px;
  font-weight: 700;
  overflow-wrap: anywhere;
`;

const Description = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 14px;
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
  /* Two lines held in a multi-column grid so the cards' prices line up. */
  ${media.sm} {
    min-height: calc(14px * 1.5 * 2);
  }
`;

const Meta = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 8px;
  flex-wrap: wrap;
  margin-top: auto;
`;

const Cost = styled.span`
  font-size: 20px;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.accent};
  small {
    font-size: 13px;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
    margin-left: 4px;
  }
`;

const Stock = styled.span<{ $out: boolean }>`
  font-size: 13px;
  font-weight: 600;
  color: ${({ theme, $out }) => ($out ? theme.colors.danger : theme.colors.textMuted)};
`;

const Limits = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 12px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface StoreItemCardProps {
  item: StoreItem;
  /** The member's points; null when logged out. */
  points: number | null;
  /** The member's role; null when logged out. */
  role: Role | null;
  onRedeem?: (item: StoreItem) => void;
}

/** One store item: picture, name, description, cost, stock, limits and the redeem button. */
export function StoreItemCard({ item, points, role, onRedeem }: StoreItemCardProps) {
  const loggedIn = role !== null;
  const nameId = useId();
  const outOfStock = item.quantity <= 0;
  const blocker = loggedIn
    ? (roleBlocker(item.required_role, role) ?? redeemBlocker(item, points ?? 0))
    : 'Log in to redeem';
  const limit = item.max_purchases_per_user;

  return (
    <Article aria-labelledby={nameId}>
      <ItemImage src={item.image} name={item.name}>
        {item.required_role ? (
          <Overlay>
            <Badge $tone="warning" title={`Requires the ${roleLabel(item.required_role)} role`}>
              {roleLabel(item.required_role)}
            </Badge>
          </Overlay>
        ) : null}
      </ItemImage>
      <Body>
        <Name id={nameId}>{item.name}</Name>
        <Description>{item.description}</Description>
        {limit != null || (loggedIn && item.user_purchases > 0) ? (
          <Limits aria-label="Purchase limits">
            {limit != null ? <li>Limit {formatNumber(limit)} per member</li> : null}
            {loggedIn && item.user_purchases > 0 ? (
              <li>You bought {formatNumber(item.user_purchases)}</li>
            ) : null}
          </Limits>
        ) : null}
        <Meta>
          <Cost>
            {formatNumber(item.cost)} <small>points</small>
          </Cost>
          <Stock $out={outOfStock}>
            {outOfStock ? 'Out of stock' : `${formatNumber(item.quantity)} in stock`}
          </Stock>
        </Meta>
        <Button
          type="button"
          $block
          $variant={blocker ? 'secondary' : 'primary'}
          disabled={blocker !== null}
          onClick={blocker === null && onRedeem ? () => onRedeem(item) : undefined}
        >
          {blocker ?? 'Redeem'}
        </Button>
      </Body>
    </Article>
  );
}
