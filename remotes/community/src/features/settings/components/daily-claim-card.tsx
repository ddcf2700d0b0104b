import styled from 'styled-components';
import type { SessionUser } from '@lobby/shared-api';
import { hasClaimedToday, nextMidnight, useDailyClaim } from '@lobby/shared-api';
import { Button, formatHoursMinutes, formatNumber, useNow, CoinsIcon } from '@lobby/shared-ui';
import { SettingsCard } from './settings-card';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
`;

const Balance = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 13px;
  }
  strong {
    font-size: 24px;
    font-weight: 800;
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.colors.gold};
  }
`;

const Action = styled.div`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: 6px;
  min-width: 200px;
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    width: 100%;
  }
  small {
    text-align: center;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 12px;
  }
`;

const ClaimButton = styled(Button)<{ $claimed: boolean }>`
  ${({ $claimed, theme }) =>
    $claimed
      ? `&:disabled { opacity: 1; background: ${theme.colors.success}1f; color: ${theme.colors.success}; border-color: ${theme.colors.success}55; }`
      : ''}
`;

const Message = styled.p<{ $tone: 'success' | 'danger' }>`
  margin-top: 16px;
  padding: 10px 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: 14px;
  font-weight: 600;
  ${({ theme, $tone }) => {
    const c = $tone === 'success' ? theme.colors.success : theme.colors.danger;
    return `color: ${c}; background: ${c}1a; border: 1px solid ${c}55;`;
  }}
`;

/** The daily points claim: 'Claim Daily Points' → 'Claiming...' → 'Claimed ✓' until the member's midnight. */
export function DailyClaimCard({ user }: { user: SessionUser }) {
  const { claim, claiming, feedback } = useDailyClaim();
  const now = useNow(1000);
  const claimed = hasClaimedToday(user, now);
  const untilNext = nextMidnight(now, user.time_zone).getTime() - now;

  return (
    <SettingsCard
      title="Daily Points"
      description="Claim free points once a day. The claim resets at midnight in your time zone."
      icon={<CoinsIcon />}
      tone="#f6c453"
    >
      <div>
        <Row>
          <Balance>
            <span>Your balance</span>
            <strong>{formatNumber(user.points)} points</strong>
          </Balance>
          <Action>
            <ClaimButton
              type="button"
              $size="lg"
              $claimed={claimed && !claiming}
              disabled={claiming || claimed}
              onClick={claim}
            >
              {claiming ? 'Claiming...' : claimed ? 'Claimed ✓' : 'Claim Daily Points'}
            </ClaimButton>
            {claimed && !claiming ? (
              <small>Next claim in {formatHoursMinutes(untilNext)}</small>
            ) : null}
          </Action>
        </Row>
        {/* Inside the same block as the button, so an empty message takes no room. */}
        <div role="status" aria-live="polite">
          {feedback ? <Message $tone={feedback.tone}>{feedback.text}</Message> : null}
        </div>
      </div>
    </SettingsCard>
  );
}
