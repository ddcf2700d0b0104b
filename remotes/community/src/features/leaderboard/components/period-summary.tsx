import styled from 'styled-components';
import {
  CountUp,
  Countdown,
  ProgressBar,
  formatDate,
  formatMoney,
  useNow,
  CalendarIcon,
  ClockIcon,
  TrophyIcon,
} from '@lobby/shared-ui';
import type { Period } from '../utils/leaderboard';
import { elapsedShare } from '../utils/leaderboard';

const Wrap = styled.section`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 200px), 1fr));
  gap: 12px;
`;

const Fact = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 14px 16px;
  min-width: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  & > span:first-child {
    display: flex;
    align-items: center;
    gap: 6px;
    font-size: 12px;
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & > strong {
    font-size: 22px;
    font-weight: 800;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

const Pool = styled.strong`
  color: ${({ theme }) => theme.colors.gold};
`;

const Dates = styled.span`
  font-size: 12px;
  color: ${({ theme }) => theme.colors.textFaint};
`;

/** Countdown ('Period Ended' for the last period), elapsed share of the period and the prize pool counting up. */
export function PeriodSummary({
  period,
  start,
  end,
  prizePool,
  symbol,
}: {
  period: Period;
  start: string;
  end: string;
  prizePool: number;
  symbol: string;
}) {
  const now = useNow(1000);
  const share = period === 'last' ? 1 : elapsedShare(start, end, now);
  return (
    <Wrap aria-label="Period">
      <Fact>
        <span>
          <ClockIcon size={14} /> {period === 'last' ? 'Period' : 'Ends in'}
        </span>
        <strong>
          {period === 'last' ? 'Period Ended' : <Countdown to={end} endedText="Period Ended" />}
        </strong>
      </Fact>
      <Fact>
        <span>
          <CalendarIcon size={14} /> Progress
        </span>
        <strong>{Math.round(share * 100)}%</strong>
        <ProgressBar value={share} label="Period progress" />
        <Dates>
          {formatDate(start)} – {formatDate(end)}
        </Dates>
      </Fact>
      <Fact>
        <span>
          <TrophyIcon size={14} /> Prize pool
        </span>
        <Pool>
          <CountUp
            key={`${prizePool}-${symbol}`}
            value={prizePool}
            format={(n) => formatMoney(n, symbol)}
          />
        </Pool>
      </Fact>
    </Wrap>
  );
}
