import type { ComponentType, ReactNode } from 'react';
import styled from 'styled-components';
import type { UserProfile } from '@lobby/contract-community';
import type { IconProps } from '@lobby/shared-ui';
import {
  CalendarCheckIcon,
  CoinsIcon,
  SparkIcon,
  TrophyIcon,
  formatDate,
  formatNumber,
} from '@lobby/shared-ui';

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
  margin: 0;
  @container profile (min-width: 640px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

// A <dl>'s groups: each tile is one <div> holding only its <dt> and <dd>; the icon sits inside
// the <dt> (hidden from assistive technology) and is placed beside both where there is room.
const Stat = styled.div<{ $color: string }>`
  position: relative;
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: 2px;
  padding: 14px 16px;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  min-width: 0;
  min-height: 72px;
  .icon {
    position: absolute;
    left: 16px;
    top: 50%;
    transform: translateY(-50%);
    display: none;
    place-items: center;
    width: 40px;
    height: 40px;
    border-radius: 12px;
    color: ${({ $color }) => $color};
    background: ${({ $color }) => `${$color}1f`};
  }
  /* Phones: the figure gets the whole tile; the icon comes back where there is room. */
  @container profile (min-width: 440px) {
    padding-left: 68px;
    .icon {
      display: grid;
    }
  }
  dt {
    font-size: 12px;
    font-weight: 600;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textMuted};
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  dd {
    margin: 0;
    font-size: clamp(18px, 2.4cqi, 22px);
    font-weight: 800;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

/** One tile: its icon in the tile's colour, its label and its figure. */
function ProfileStat({
  color,
  icon: Icon,
  label,
  children,
}: {
  color: string;
  icon: ComponentType<IconProps>;
  label: string;
  children: ReactNode;
}) {
  return (
    <Stat $color={color}>
      <dt>
        <span className="icon" aria-hidden="true">
          <Icon size={20} />
        </span>
        {label}
      </dt>
      <dd>{children}</dd>
    </Stat>
  );
}

/** 'Dec 2025': the month a member joined (the full date is in the tooltip and the Overview). */
const joinedMonth = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', year: 'numeric' });

/** The profile's stat tiles: points, achievements, XP and the month the member joined. */
export function ProfileStats({
  profile,
  achievementsCount,
}: {
  profile: UserProfile;
  achievementsCount: number;
}) {
  return (
    <Stats aria-label="Stats">
      <ProfileStat color="#f6c453" icon={CoinsIcon} label="Points">
        {formatNumber(profile.points)}
      </ProfileStat>
      <ProfileStat color="#a78bfa" icon={TrophyIcon} label="Achievements">
        {formatNumber(achievementsCount)}
      </ProfileStat>
      <ProfileStat color="#22d3a6" icon={SparkIcon} label="XP">
        {formatNumber(profile.xp)}
      </ProfileStat>
      <ProfileStat color="#45a8ff" icon={CalendarCheckIcon} label="Joined">
        <time dateTime={profile.created_at} title={formatDate(profile.created_at)}>
          {joinedMonth(profile.created_at)}
        </time>
      </ProfileStat>
    </Stats>
  );
}
