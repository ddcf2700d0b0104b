import styled from 'styled-components';
import type { Role } from '@lobby/shared-api';
import type { TierName } from '../utils/level';
import { roleLabel } from '../utils/level';

/** Tier colours, from plain to precious. */
export const TIER_COLORS: Record<TierName, string> = {
  Member: '#9aa4bd',
  Bronze: '#d08a4e',
  Silver: '#c7d0e0',
  Gold: '#f6c453',
  Platinum: '#5eead4',
  Diamond: '#7dd3fc',
};

const ROLE_COLORS: Record<ReturnType<typeof roleLabel>, string> = {
  Admin: '#ff7b93',
  Moderator: '#45a8ff',
  VIP: '#f6c453',
  Member: '#9aa4bd',
};

const Pill = styled.span<{ $color: string }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 3px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 12px;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  white-space: nowrap;
  color: ${({ $color }) => $color};
  background: ${({ $color }) => `${$color}1f`};
  border: 1px solid ${({ $color }) => `${$color}66`};
`;

const Gem = styled.span<{ $color: string }>`
  width: 8px;
  height: 8px;
  transform: rotate(45deg);
  border-radius: 2px;
  background: ${({ $color }) => $color};
  box-shadow: 0 0 8px ${({ $color }) => `${$color}aa`};
`;

/** The member's role: Admin, Moderator, VIP or Member. */
export function RoleBadge({ role }: { role: Role }) {
  const label = roleLabel(role);
  return (
    <Pill $color={ROLE_COLORS[label]} title="Role">
      {label}
    </Pill>
  );
}

/** The member's tier by points. */
export function TierBadge({ tier }: { tier: TierName }) {
  return (
    <Pill $color={TIER_COLORS[tier]} aria-label={`${tier} tier`} title="Tier by points">
      <Gem $color={TIER_COLORS[tier]} aria-hidden="true" />
      {tier}
    </Pill>
  );
}
