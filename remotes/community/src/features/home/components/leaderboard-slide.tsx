import { Link } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
import type { LeaderboardPlayer } from '@lobby/shared-api';
import {
  Countdown,
  ImageWithFallback,
  Skeleton,
  formatMoney,
  MoneyFigure,
  NameLines,
  ArrowRightIcon,
  CalendarIcon,
  ClockIcon,
  TrophyIcon,
} from '@lobby/shared-ui';
import type { ActivePlatform } from '../utils/leaderboards';
import { timeframeLabel } from '../utils/leaderboards';

const fadeIn = keyframes`from { opacity: 0; transform: translateX(12px); } to { opacity: 1; transform: none; }`;

const Slide = styled.div`
  display: flex;
  flex-direction: column;
  gap: 20px;
  padding: clamp(18px, 3vw, 28px);
  animation: ${fadeIn} 0.3s ease;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const SlideHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 16px;
`;

const PlatformName = styled.div`
  display: flex;
  align-items: center;
  gap: 14px;
  flex: 1 1 220px;
  min-width: 0;
  h3 {
    font-size: 22px;
    font-weight: 800;
    overflow-wrap: anywhere;
  }
`;

const Facts = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 12px;
  @container home (max-width: 520px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    & > div:first-child {
      grid-column: 1 / -1;
    }
  }
  & > div {
    padding: 12px 14px;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.bg};
    border: 1px solid ${({ theme }) => theme.colors.border};
    min-width: 0;
  }
  dt {
    display: flex;
    align-items: center;
    gap: 6px;
    font-size: 12px;
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 4px 0 0;
    font-size: 18px;
    font-weight: 800;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

const Pool = styled.dd`
  color: ${({ theme }) => theme.colors.gold};
`;

const Podium = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
  grid-template-columns: minmax(0, 1fr);
  @container home (min-width: 780px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const PLACE_COLORS = ['gold', 'silver', 'bronze'] as const;

const Player = styled.li<{ $place: number }>`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme, $place }) => `${theme.colors[PLACE_COLORS[$place] ?? 'bronze']}55`};
  min-width: 0;
`;

const Rank = styled.span<{ $place: number }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  font-weight: 800;
  color: #15171f;
  background: ${({ theme, $place }) => theme.colors[PLACE_COLORS[$place] ?? 'bronze']};
`;

const Wagered = styled.span`
  && {
    color: ${({ theme }) => theme.colors.accent};
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

const NoPlayers = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 6px;
  padding: 26px 16px;
  text-align: center;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
  strong {
    color: ${({ theme }) => theme.colors.text};
    font-size: 16px;
  }
`;

const Foot = styled.div`
  display: flex;
  justify-content: flex-end;
  a {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primaryInk};
  }
  a:hover {
    color: #a38cff;
  }
`;

function TopThree({ players, symbol }: { players: LeaderboardPlayer[]; symbol: string }) {
  const top = players.slice(0, 3);
  if (top.length === 0)
    return (
      <NoPlayers>
        <TrophyIcon size={28} />
        <strong>No Players Yet</strong>
        <span>Wager on this platform to claim the first spot.</span>
      </NoPlayers>
    );
  return (
    <Podium aria-label="Top three players">
      {top.map((p, i) => (
        <Player key={`${p.username}-${i}`} $place={i}>
          <Rank $place={i} aria-hidden="true">
            {i + 1}
          </Rank>
          <NameLines>
            <strong title={p.displayName}>{p.displayName}</strong>
            <Wagered>
              <MoneyFigure value={p.wagered} symbol={symbol} /> wagered
            </Wagered>
            <span title={p.favoriteGameTitle ?? undefined}>
              {p.favoriteGameTitle || 'No favourite game yet'}
            </span>
          </NameLines>
        </Player>
      ))}
    </Podium>
  );
}

/** One platform of the home page's leaderboard carousel: its period, prize pool and top three. */
export function PlatformSlide({
  platform,
  position,
  total,
}: {
  platform: ActivePlatform;
  position: number;
  total: number;
}) {
  const lb = platform.active_leaderboard;
  const symbol = lb.currency_symbol || '$';
  return (
    <Slide
      role="group"
      aria-roledescription="slide"
      aria-label={`${position} of ${total}: ${platform.name}`}
    >
      <SlideHead>
        <PlatformName>
          <ImageWithFallback
            src={platform.image}
            name={platform.name}
            alt={`${platform.name} logo`}
            size={56}
          />
          <h3>{platform.name}</h3>
        </PlatformName>
      </SlideHead>
      <Facts>
        <div>
          <dt>
            <ClockIcon size={14} /> Time remaining
          </dt>
          <dd>
            <Countdown to={lb.current_period_end} />
          </dd>
        </div>
        <div>
          <dt>
            <CalendarIcon size={14} /> Timeframe
          </dt>
          <dd>{timeframeLabel(lb.timeframe)}</dd>
        </div>
        <div>
          <dt>
            <TrophyIcon size={14} /> Prize pool
          </dt>
          <Pool>{formatMoney(lb.total_prize_pool, symbol)}</Pool>
        </div>
      </Facts>
      <TopThree players={platform.top_three ?? []} symbol={symbol} />
      <Foot>
        <Link to="/leaderboard">
          View full leaderboard <ArrowRightIcon size={16} />
        </Link>
      </Foot>
    </Slide>
  );
}

/** The slide's shape while the platforms load. */
export function SlideSkeleton() {
  return (
    <Slide>
      <SlideHead>
        <Skeleton $width={56} $height={56} $radius="10px" />
        <Skeleton $width="40%" $height={24} />
      </SlideHead>
      <Facts as="div">
        {[0, 1, 2].map((i) => (
          <div key={i}>
            <Skeleton $width="60%" $height={12} />
            <Skeleton $width="80%" $height={22} style={{ marginTop: 8 }} />
          </div>
        ))}
      </Facts>
      <Podium as="div">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} $height={80} $radius="10px" />
        ))}
      </Podium>
      <Foot>
        <Skeleton $width={170} $height={20} />
      </Foot>
    </Slide>
  );
}
