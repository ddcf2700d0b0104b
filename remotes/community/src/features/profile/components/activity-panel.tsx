import type { ReactElement } from 'react';
import styled from 'styled-components';
import type { Activity, ActivityType } from '@lobby/contract-community';
import {
  EmptyState,
  formatDateTime,
  formatNumber,
  formatRelativeLong,
  formatUSD,
  Skeleton,
  useNow,
  BracketIcon,
  CartIcon,
  ClockIcon,
  SparkIcon,
  TargetIcon,
  TrophyIcon,
} from '@lobby/shared-ui';

const TYPES: Record<ActivityType, { label: string; color: string; icon: ReactElement }> = {
  achievement: { label: 'Achievement', color: '#f6c453', icon: <TrophyIcon size={19} /> },
  bonus_hunt: { label: 'Bonus hunt', color: '#7c5cff', icon: <TargetIcon size={19} /> },
  tournament: { label: 'Tournament', color: '#45a8ff', icon: <BracketIcon size={19} /> },
  redemption: { label: 'Store redemption', color: '#f0506e', icon: <CartIcon size={19} /> },
  other: { label: 'Activity', color: '#22d3a6', icon: <SparkIcon size={19} /> },
};

const typeOf = (t: string): ActivityType => (t in TYPES ? (t as ActivityType) : 'other');

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 4px 14px;
  padding: 14px clamp(14px, 2.5cqi, 20px);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child {
    border-bottom: 0;
  }
  @container profile (min-width: 640px) {
    grid-template-columns: auto minmax(0, 1fr) auto;
    align-items: center;
  }
`;

const Glyph = styled.span<{ $color: string }>`
  grid-row: span 2;
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: 12px;
  color: ${({ $color }) => $color};
  background: ${({ $color }) => `${$color}1f`};
  @container profile (min-width: 640px) {
    grid-row: auto;
  }
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: 3px;
  min-width: 0;
  strong {
    font-size: 15px;
    font-weight: 700;
    overflow-wrap: anywhere;
  }
  p {
    font-size: 13px;
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
`;

const Side = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px 10px;
  font-size: 13px;
  @container profile (min-width: 640px) {
    flex-direction: column;
    align-items: flex-end;
    gap: 4px;
  }
  time {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    color: ${({ theme }) => theme.colors.textFaint};
    white-space: nowrap;
  }
`;

const Figures = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 6px;
  span {
    padding: 1px 8px;
    border-radius: ${({ theme }) => theme.radii.pill};
    font-weight: 700;
    font-size: 12px;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  .gain {
    color: ${({ theme }) => theme.colors.gold};
    background: ${({ theme }) => `${theme.colors.gold}1a`};
  }
  .spend {
    color: ${({ theme }) => theme.colors.danger};
    background: ${({ theme }) => `${theme.colors.danger}1a`};
  }
  .xp {
    color: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => `${theme.colors.accent}1a`};
  }
  .amount {
    color: ${({ theme }) => theme.colors.success};
    background: ${({ theme }) => `${theme.colors.success}1a`};
  }
`;

const SkeletonItem = styled.li`
  display: flex;
  align-items: center;
  gap: 14px;
  padding: 14px 20px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  div {
    flex: 1;
    display: flex;
    flex-direction: column;
    gap: 8px;
  }
`;

function figures(a: Activity) {
  const parts: ReactElement[] = [];
  if (a.points > 0)
    parts.push(
      <span key="p" className="gain">
        +{formatNumber(a.points)} pts
      </span>,
    );
  if (a.points < 0)
    parts.push(
      <span key="p" className="spend">
        −{formatNumber(Math.abs(a.points))} pts
      </span>,
    );
  if (a.xp > 0)
    parts.push(
      <span key="x" className="xp">
        +{formatNumber(a.xp)} XP
      </span>,
    );
  if (a.amount != null && a.amount !== 0)
    parts.push(
      <span key="a" className="amount">
        {formatUSD(a.amount)}
      </span>,
    );
  return parts;
}

/** The member's recent activity, newest first, with type icon, figures and relative time. */
export function ActivityPanel({
  loaded,
  activities,
  own,
  name,
}: {
  loaded: boolean;
  activities: readonly Activity[];
  own: boolean;
  name: string;
}) {
  const now = useNow(60_000);
  if (!loaded) {
    return (
      <List aria-label="Loading recent activity" aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <SkeletonItem key={i}>
            <Skeleton $width={40} $height={40} $radius="12px" />
            <div>
              <Skeleton $width="45%" $height={14} />
              <Skeleton $width="70%" $height={12} />
            </div>
          </SkeletonItem>
        ))}
      </List>
    );
  }
  if (!activities.length) {
    return (
      <EmptyState icon={<ClockIcon size={32} />} title="No recent activity">
        {own
          ? 'Your predictions, redemptions, daily claims and achievements will show up here.'
          : `${name} has no recent activity yet.`}
      </EmptyState>
    );
  }
  return (
    <List aria-label="Recent activity">
      {activities.map((a) => {
        const type = TYPES[typeOf(a.type)];
        const figs = figures(a);
        return (
          <Item key={a.id}>
            <Glyph $color={type.color} role="img" aria-label={type.label}>
              {type.icon}
            </Glyph>
            <Text>
              <strong>{a.title}</strong>
              {a.description ? <p>{a.description}</p> : null}
            </Text>
            <Side>
              {figs.length ? <Figures>{figs}</Figures> : null}
              <time dateTime={a.occurred_at} title={formatDateTime(a.occurred_at)}>
                {formatRelativeLong(a.occurred_at, now)}
              </time>
            </Side>
          </Item>
        );
      })}
    </List>
  );
}
