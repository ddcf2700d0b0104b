import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, formatNumber, media } from '@lobby/shared-ui';

const Wrap = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  flex-wrap: wrap;
  width: 100%;
  padding: 14px 16px;
  ${media.sm} {
    width: auto;
    gap: 12px 20px;
    padding: 14px 18px;
  }
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.primary}55;
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.primary}26,
    ${({ theme }) => theme.colors.accent}14
  );
`;

const Figure = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  span {
    font-size: 12px;
    font-weight: 600;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  strong {
    font-size: 26px;
    font-weight: 800;
    line-height: 1.15;
    font-variant-numeric: tabular-nums;
  }
  strong small {
    font-size: 14px;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
    margin-left: 6px;
  }
`;

const Prompt = styled.p`
  font-size: 14px;
  color: ${({ theme }) => theme.colors.textMuted};
  max-width: 260px;
`;

/** The member's points and the Purchase History button, or a log-in prompt for visitors. */
export function PointsPanel({
  points,
  onOpenHistory,
}: {
  points: number | null;
  onOpenHistory: () => void;
}) {
  if (points === null)
    return (
      <Wrap>
        <Prompt>Log in to see your points and redeem rewards.</Prompt>
        <Button as={Link} to="/login">
          Login
        </Button>
      </Wrap>
    );
  return (
    <Wrap>
      <Figure>
        <span>Your Points</span>
        <strong aria-live="polite">
          {formatNumber(points)}
          <small>points</small>
        </strong>
      </Figure>
      <Button type="button" $variant="secondary" $size="sm" onClick={onOpenHistory}>
        Purchase History
      </Button>
    </Wrap>
  );
}
