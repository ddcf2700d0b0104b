import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Challenge } from '@lobby/contract-community';
import {
  Badge,
  Countdown,
  ImageWithFallback,
  formatDate,
  formatMultiplier,
  formatNumber,
} from '@lobby/shared-ui';
import { STATUS_BADGE, minBetLabel, prizeLabel } from '../utils/challenges';

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 14px;
  padding: 16px;
  min-width: 0;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  transition:
    border-color 0.15s ease,
    transform 0.15s ease;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  @media (hover: hover) and (prefers-reduced-motion: no-preference) {
    &:hover {
      transform: translateY(-2px);
    }
  }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  min-width: 0;
  h3 {
    flex: 1;
    min-width: 0;
    font-size: 17px;
    font-weight: 800;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 12px;
  }
`;

/** The card's name is its one button: keyboard users open the details with it. */
const Open = styled.button`
  all: unset;
  cursor: pointer;
  display: block;
  max-width: 100%;
  overflow-wrap: anywhere;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
    border-radius: 4px;
  }
`;

const Facts = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 8px;
  div {
    padding: 8px 10px;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.bg};
    min-width: 0;
  }
  dt {
    font-size: 11px;
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textFaint};
  }
  dd {
    margin: 2px 0 0;
    font-weight: 800;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

const Multiplier = styled.dd`
  && {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const Prize = styled.dd`
  && {
    color: ${({ theme }) => theme.colors.gold};
  }
`;

const Foot = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.textMuted};
  a {
    position: relative;
    z-index: 1;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primaryInk};
  }
`;

/** When it ends (or starts, or that it ended). */
export function TimeLeft({ challenge }: { challenge: Challenge }) {
  if (challenge.status === 'upcoming')
    return (
      <span>
        Starts in <Countdown to={challenge.start_date} endedText="a moment" />
      </span>
    );
  if (challenge.status === 'completed')
    return <span>Ended {formatDate(challenge.claimed_at ?? challenge.end_date)}</span>;
  return (
    <span>
      <Countdown to={challenge.end_date} endedText="Ended" /> left
    </span>
  );
}

export function WonBy({ challenge }: { challenge: Challenge }) {
  if (!challenge.claimer) return null;
  const name = challenge.claimer.username;
  return (
    <span>
      Won by{' '}
      <Link to={`/profile/${encodeURIComponent(name)}`} onClick={(e) => e.stopPropagation()}>
        {name}
      </Link>
    </span>
  );
}

/** A challenge card: slot, status, multiplier, min bet, prize, claims, time left and the winner. */
export function ChallengeCard({ challenge, onOpen }: { challenge: Challenge; onOpen: () => void }) {
  const badge = STATUS_BADGE[challenge.status];
  return (
    <Card onClick={onOpen} aria-label={challenge.slot_name}>
      <Head>
        <ImageWithFallback src={challenge.slot_image} name={challenge.slot_name} alt="" size={56} />
        <h3>
          <Open
            type="button"
            onClick={(e) => (e.stopPropagation(), onOpen())}
            aria-haspopup="dialog"
          >
            {challenge.slot_name}
          </Open>
          {challenge.slot_provider ? <small>{challenge.slot_provider}</small> : null}
        </h3>
        <Badge $tone={badge.tone}>{badge.label}</Badge>
      </Head>
      <Facts>
        <div>
          <dt>Multiplier</dt>
          <Multiplier>{formatMultiplier(challenge.multiplier)}</Multiplier>
        </div>
        <div>
          <dt>Min bet</dt>
          <dd>{minBetLabel(challenge)}</dd>
        </div>
        <div>
          <dt>Prize</dt>
          <Prize>{prizeLabel(challenge)}</Prize>
        </div>
        <div>
          <dt>Claims</dt>
          <dd>{formatNumber(challenge.claims_count)}</dd>
        </div>
      </Facts>
      <Foot>
        <TimeLeft challenge={challenge} />
        <WonBy challenge={challenge} />
      </Foot>
    </Card>
  );
}
