import styled from 'styled-components';
import type { UserProfile } from '@lobby/contract-community';
import {
  formatDate,
  formatNumber,
  formatRelativeLong,
  ProgressBar,
  useNow,
} from '@lobby/shared-ui';
import {
  levelFromXp,
  levelProgress,
  nextTier,
  roleLabel,
  tierFromPoints,
  TIERS,
} from '../utils/level';
import { TIER_COLORS } from './profile-badges';

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
  @container profile (min-width: 760px) {
    grid-template-columns: minmax(0, 1.2fr) minmax(0, 1fr);
  }
`;

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding: clamp(16px, 3cqi, 24px);
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    font-size: 17px;
    font-weight: 700;
  }
`;

const LevelRow = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 12px;
  flex-wrap: wrap;
  strong {
    font-size: 28px;
    font-weight: 800;
    letter-spacing: -0.02em;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-variant-numeric: tabular-nums;
  }
`;

const Divider = styled.hr`
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  margin: 4px 0;
`;

const TierName = styled.strong<{ $color: string }>`
  && {
    font-size: 20px;
    color: ${({ $color }) => $color};
  }
`;

const Caption = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 14px;
`;

const Info = styled.dl`
  margin: 0;
  display: flex;
  flex-direction: column;
  div {
    display: flex;
    justify-content: space-between;
    align-items: baseline;
    gap: 16px;
    padding: 11px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  div:last-child {
    border-bottom: 0;
    padding-bottom: 0;
  }
  div:first-child {
    padding-top: 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 14px;
  }
  dd {
    margin: 0;
    font-weight: 600;
    text-align: right;
  }
  dd small {
    display: block;
    font-size: 12px;
    font-weight: 500;
    color: ${({ theme }) => theme.colors.textFaint};
  }
`;

/** Experience progress to the next level, and the profile facts. */
export function OverviewPanel({ profile }: { profile: UserProfile }) {
  const now = useNow(60_000);
  const level = levelFromXp(profile.xp);
  const progress = levelProgress(profile.xp);
  const tier = tierFromPoints(profile.points);
  const next = nextTier(profile.points);
  const tierMin = TIERS.find((t) => t.name === tier)?.min ?? 0;

  return (
    <Grid>
      <Panel aria-labelledby="profile-experience">
        <h2 id="profile-experience">Experience</h2>
        <LevelRow>
          <strong>Level {level}</strong>
          <span>
            {formatNumber(progress.current)} / {formatNumber(progress.needed)} XP
          </span>
        </LevelRow>
        <ProgressBar value={progress.fraction} label={`Experience towards level ${level + 1}`} />
        <Caption>
          {formatNumber(progress.needed - progress.current)} XP to Level {level + 1} ·{' '}
          {formatNumber(profile.xp)} XP in total
        </Caption>
        <Divider />
        <LevelRow>
          <TierName $color={TIER_COLORS[tier]}>{tier} tier</TierName>
          <span>
            {next
              ? `${formatNumber(profile.points)} / ${formatNumber(next.min)} points`
              : `${formatNumber(profile.points)} points`}
          </span>
        </LevelRow>
        <ProgressBar
          value={next ? (profile.points - tierMin) / (next.min - tierMin) : 1}
          label={next ? `Points towards the ${next.name} tier` : 'Highest tier reached'}
        />
        <Caption>
          {next
            ? `${formatNumber(next.missing)} points to ${next.name}`
            : 'Diamond is the highest tier.'}
        </Caption>
      </Panel>
      <Panel aria-labelledby="profile-info">
        <h2 id="profile-info">Profile Info</h2>
        <Info>
          <div>
            <dt>Member since</dt>
            <dd>{formatDate(profile.created_at)}</dd>
          </div>
          <div>
            <dt>Last active</dt>
            <dd>
              {profile.last_active ? (
                <time
                  dateTime={profile.last_active}
                  title={new Date(profile.last_active).toLocaleString('en-US')}
                >
                  {formatRelativeLong(profile.last_active, now)}
                </time>
              ) : (
                'Never'
              )}
            </dd>
          </div>
          <div>
            <dt>Role</dt>
            <dd>{roleLabel(profile.role)}</dd>
          </div>
          <div>
            <dt>Tier</dt>
            <dd>
              <span style={{ color: TIER_COLORS[tier] }}>{tier}</span>
            </dd>
          </div>
        </Info>
      </Panel>
    </Grid>
  );
}
