import styled from 'styled-components';
import type { UserProfile } from '@lobby/contract-community';
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
      <Stat $color="#f6c453">
        <dt>
          <span className="icon" aria-hidden="true">
            <CoinsIcon size={20} />
          </span>
          Points
        </dt>
        <dd>{formatNumber(profile.points)}</dd>
      </Stat>
      <Stat $color="#a78bfa">
        <dt>
          <span className="icon" aria-hidden="true">
            <TrophyIcon size={20} />
          </span>
          Achievements
        </dt>
        <dd>{formatNumber(achievementsCount)}</dd>
      </Stat>
      <Stat $color="#22d3a6">
        <dt>
          <span className="icon" aria-hidden="true">
            <SparkIcon size={20} />
          </span>
          XP
        </dt>
        <dd>{formatNumber(profile.xp)}</dd>
      </Stat>
      <Stat $color="#45a8ff">
        <dt>
          <span className="icon" aria-hidden="true">
            <CalendarCheckIcon size={20} />
          </span>
          Joined
        </dt>
        <dd>
          <time dateTime={profile.created_at} title={formatDate(profile.created_at)}>
            {joinedMonth(profile.created_at)}
          </time>
        </dd>
      </Stat>
    </Stats>
  );
}
