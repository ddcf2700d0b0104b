import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Challenge, ChallengeClaim } from '@lobby/contract-community';
import {
  Badge,
  Button,
  ImageWithFallback,
  Modal,
  formatDateTime,
  formatMultiplier,
  formatNumber,
} from '@lobby/shared-ui';
import { STATUS_BADGE, minBetLabel, prizeLabel } from '../utils/challenges';
import { TimeLeft, WonBy } from './challenge-card';
import { ClaimStatus } from './my-claims';

const Top = styled.div`
  display: flex;
  align-items: center;
  gap: 14px;
  margin-bottom: 16px;
  h3 {
    font-size: 20px;
    font-weight: 800;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Facts = styled.dl`
  margin: 0 0 16px;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 130px), 1fr));
  gap: 10px;
  div {
    padding: 10px 12px;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.bg};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  dt {
    font-size: 12px;
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: ${({ theme }) => theme.colors.textFaint};
  }
  dd {
    margin: 4px 0 0;
    font-size: 18px;
    font-weight: 800;
  }
`;

const Lines = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin-bottom: 16px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 14px;
  a {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primaryInk};
  }
`;

const Action = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: 10px;
`;

/**
 * A challenge's details (multiplier, prize, claims) with 'Submit Claim' when it is active and
 * unclaimed: members only (visitors are asked to log in), and not while their own claim waits.
 */
export function ChallengeDetailModal({
  challenge,
  loggedIn,
  myClaims,
  onClose,
  onClaim,
}: {
  challenge: Challenge;
  loggedIn: boolean;
  myClaims: ChallengeClaim[];
  onClose: () => void;
  onClaim: () => void;
}) {
  const badge = STATUS_BADGE[challenge.status];
  const claimable = challenge.is_active && !challenge.claimed_by;
  const pending = myClaims.find((c) => c.challenge_id === challenge.id && c.status === 'pending');
  const latest = myClaims.find((c) => c.challenge_id === challenge.id);
  return (
    <Modal open title={challenge.slot_name} onClose={onClose} width={560}>
      <Top>
        <ImageWithFallback src={challenge.slot_image} name={challenge.slot_name} alt="" size={72} />
        <div>
          <Badge $tone={badge.tone}>{badge.label}</Badge>
          <h3>{challenge.slot_name}</h3>
          {challenge.slot_provider ? <small>{challenge.slot_provider}</small> : null}
        </div>
      </Top>
      <Facts>
        <div>
          <dt>Multiplier</dt>
          <dd>{formatMultiplier(challenge.multiplier)}</dd>
        </div>
        <div>
          <dt>Prize</dt>
          <dd>{prizeLabel(challenge)}</dd>
        </div>
        <div>
          <dt>Claims</dt>
          <dd>{formatNumber(challenge.claims_count)}</dd>
        </div>
        <div>
          <dt>Min bet</dt>
          <dd>{minBetLabel(challenge)}</dd>
        </div>
      </Facts>
      <Lines>
        <TimeLeft challenge={challenge} />
        <span>
          {formatDateTime(challenge.start_date)} – {formatDateTime(challenge.end_date)}
        </span>
        <WonBy challenge={challenge} />
        {latest ? (
          <span>
            Your last claim: <ClaimStatus claim={latest} />
          </span>
        ) : null}
      </Lines>
      <Action>
        {claimable && !loggedIn ? (
          <>
            <span>Log in to submit a claim.</span>
            <Button as={Link} to="/login?next=%2Fchallenges">
              Login
            </Button>
          </>
        ) : null}
        {claimable && loggedIn && pending ? <span>Your claim is waiting for review.</span> : null}
        {claimable && loggedIn && !pending ? (
          <Button type="button" onClick={onClaim}>
            Submit Claim
          </Button>
        ) : null}
      </Action>
    </Modal>
  );
}
