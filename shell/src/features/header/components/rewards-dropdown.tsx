import styled from 'styled-components';
import type { ClaimFeedback, SessionUser } from '@lobby/shared-api';
import { hasClaimedToday, nextMidnight, useCurrentUser, useDailyClaim } from '@lobby/shared-api';
import {
  Button,
  formatNumber,
  useNow,
  BoltIcon,
  CalendarIcon,
  CoinIcon,
  GiftIcon,
  TrophyIcon,
} from '@lobby/shared-ui';
import { formatClaimCountdown } from '../utils/claim-countdown';
import { HeaderDropdown, PanelHead } from './header-dropdown';

const Daily = styled.div`
  margin: 12px;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.primary}33,
    ${({ theme }) => theme.colors.accent}1a
  );
  border: 1px solid ${({ theme }) => theme.colors.primary}55;
  display: flex;
  flex-direction: column;
  gap: 12px;
  .head {
    display: flex;
    align-items: center;
    gap: 12px;
  }
  h3 {
    font-size: 15px;
  }
  p {
    font-size: 13px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const IconTile = styled.span<{ $tone?: string }>`
  display: grid;
  place-items: center;
  flex: none;
  width: 38px;
  height: 38px;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme, $tone }) => $tone ?? theme.colors.primaryInk};
  background: ${({ theme, $tone }) => `${$tone ?? theme.colors.primary}26`};
`;

const Message = styled.p<{ $tone: 'success' | 'danger' }>`
  font-size: 13px;
  font-weight: 600;
  padding: 8px 10px;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : theme.colors.danger)} !important;
  background: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : theme.colors.danger)}1f;
`;

const Soon = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0 12px 12px;
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

const SoonItem = styled.button`
  width: 100%;
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  text-align: left;
  cursor: not-allowed;
  opacity: 0.7;
  span.title {
    flex: 1;
    font-weight: 600;
    font-size: 14px;
  }
`;

const Tag = styled.span`
  font-size: 10px;
  font-weight: 800;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  padding: 3px 8px;
  border-radius: 999px;
  color: ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.warning}1f;
  border: 1px solid ${({ theme }) => theme.colors.warning}55;
`;

const Dot = styled.span`
  position: absolute;
  top: 7px;
  right: 7px;
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.success};
  box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.surfaceRaised};
`;

const COMING_SOON = [
  { title: 'Instant Rakeback', Icon: BoltIcon, tone: '#45a8ff' },
  { title: 'Weekly Bonus', Icon: CalendarIcon, tone: '#22d3a6' },
  { title: 'Monthly Bonus', Icon: TrophyIcon, tone: '#f6c453' },
];

function DailyClaim({
  user,
  claiming,
  feedback,
  onClaim,
}: {
  user: SessionUser;
  claiming: boolean;
  feedback: ClaimFeedback | null;
  onClaim: () => void;
}) {
  const now = useNow(1000);
  const claimed = hasClaimedToday(user, now);
  const left = nextMidnight(now, user.time_zone).getTime() - now;
  return (
    <Daily>
      <div className="head">
        <IconTile aria-hidden="true">
          <CoinIcon size={20} />
        </IconTile>
        <div>
          <h3>Daily Points</h3>
          <p>Free points every day · you have {formatNumber(user.points)} points</p>
        </div>
      </div>
      <Button type="button" $block onClick={onClaim} disabled={claiming || claimed}>
        {claiming
          ? 'Claiming...'
          : claimed
            ? `Next claim in: ${formatClaimCountdown(left)}`
            : 'Claim your daily reward'}
      </Button>
      <div role="status" aria-live="polite">
        {feedback ? <Message $tone={feedback.tone}>{feedback.text}</Message> : null}
      </div>
    </Daily>
  );
}

/** Header dropdown with the daily points claim and the rewards that are coming soon. */
export function RewardsDropdown() {
  const user = useCurrentUser();
  const { claim, claiming, feedback } = useDailyClaim();
  const now = useNow(60_000);

  if (!user) return null;

  const claimable = !hasClaimedToday(user, now);
  return (
    <HeaderDropdown
      label="Rewards"
      width={340}
      button={
        <>
          <GiftIcon size={19} />
          {claimable ? <Dot aria-hidden="true" /> : null}
        </>
      }
    >
      {() => (
        <>
          <PanelHead>
            <h2>Rewards</h2>
          </PanelHead>
          <DailyClaim user={user} claiming={claiming} feedback={feedback} onClaim={claim} />
          <Soon aria-label="Coming soon">
            {COMING_SOON.map(({ title, Icon, tone }) => (
              <li key={title}>
                <SoonItem type="button" disabled>
                  <IconTile $tone={tone} aria-hidden="true">
                    <Icon size={18} />
                  </IconTile>
                  <span className="title">{title}</span>
                  <Tag>Coming soon</Tag>
                </SoonItem>
              </li>
            ))}
          </Soon>
        </>
      )}
    </HeaderDropdown>
  );
}
