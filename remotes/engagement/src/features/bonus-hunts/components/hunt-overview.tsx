import styled from 'styled-components';
import type { BonusHunt, BonusHuntsResponse } from '@lobby/contract-engagement';
import { Badge, Card, formatDate, formatMultiplier, formatUSD } from '@lobby/shared-ui';

const Header = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px 24px;
  background:
    radial-gradient(120% 140% at 0% 0%, ${({ theme }) => theme.colors.primary}33, transparent 60%),
    ${({ theme }) => theme.colors.surface};
`;

const Identity = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
`;

const Eyebrow = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  flex-wrap: wrap;
  font-size: 13px;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Name = styled.h2`
  font-size: clamp(20px, 2.4vw, 26px);
  font-weight: 800;
  overflow-wrap: anywhere;
`;

const Meta = styled.p`
  font-size: 14px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const EndBalance = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 2px;
  span {
    font-size: 13px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  strong {
    font-size: 22px;
    font-variant-numeric: tabular-nums;
  }
`;

const Stats = styled.dl`
  margin: 0;
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  @container hunt (min-width: 720px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

type Accent = 'primary' | 'accent' | 'warning' | 'info';

const Stat = styled(Card).attrs({ $padding: 4 })<{ $accent: Accent }>`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
  border-top: 3px solid ${({ theme, $accent }) => theme.colors[$accent]};
  dt {
    font-size: 13px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-size: clamp(18px, 2.2vw, 24px);
    font-weight: 800;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

/** Hunt id, name, created date and status, then the four headline figures. */
export function HuntOverview({
  hunt,
  stats,
}: {
  hunt: BonusHunt;
  stats: Pick<BonusHuntsResponse, 'winnings' | 'break_even_x' | 'average_x'>;
}) {
  return (
    <>
      <Header as="header">
        <Identity>
          <Eyebrow>
            <span>Hunt #{hunt.id}</span>
            {hunt.is_active ? (
              <Badge $tone="success">ACTIVE</Badge>
            ) : (
              <Badge $tone="info">COMPLETED</Badge>
            )}
          </Eyebrow>
          <Name>{hunt.name || `Hunt #${hunt.id}`}</Name>
          <Meta>
            Created <time dateTime={hunt.created_at}>{formatDate(hunt.created_at)}</time>
            {' · '}
            {hunt.games.length} {hunt.games.length === 1 ? 'slot' : 'slots'}
            {' · '}
            {hunt.predictions_count} {hunt.predictions_count === 1 ? 'prediction' : 'predictions'}
          </Meta>
        </Identity>
        {hunt.end_balance !== null ? (
          <EndBalance>
            <span>End Balance</span>
            <strong>{formatUSD(hunt.end_balance)}</strong>
          </EndBalance>
        ) : null}
      </Header>
      <Stats>
        <Stat $accent="primary">
          <dt>Start Balance</dt>
          <dd>{formatUSD(hunt.start_balance)}</dd>
        </Stat>
        <Stat $accent="accent">
          <dt>Total Winnings</dt>
          <dd>{formatUSD(stats.winnings)}</dd>
        </Stat>
        <Stat $accent="warning">
          <dt>Break Even Required</dt>
          <dd>{formatMultiplier(stats.break_even_x)}</dd>
        </Stat>
        <Stat $accent="info">
          <dt>Average Multiplier</dt>
          <dd>{formatMultiplier(stats.average_x)}</dd>
        </Stat>
      </Stats>
    </>
  );
}
