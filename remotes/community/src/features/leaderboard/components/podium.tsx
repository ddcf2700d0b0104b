import styled from 'styled-components';
import type { LeaderboardPlayer } from '@lobby/shared-api';
import { MoneyFigure, initialOf, CrownIcon } from '@lobby/shared-ui';
import { podiumOrder, prizeFor } from '../utils/leaderboard';

const PLACE = { 1: 'gold', 2: 'silver', 3: 'bronze' } as const;
const placeColor = (rank: number) => PLACE[rank as 1 | 2 | 3] ?? 'bronze';

const Stage = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  justify-content: center;
  align-items: flex-end;
  gap: clamp(8px, 2vw, 16px);
`;

const Step = styled.li<{ $rank: number }>`
  flex: 1 1 0;
  min-width: 0;
  max-width: 260px;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 6px;
  padding: ${({ $rank }) => ($rank === 1 ? '22px 10px 28px' : '16px 10px 18px')};
  text-align: center;
  border-radius: ${({ theme }) => theme.radii.lg} ${({ theme }) => theme.radii.lg} 0 0;
  border: 1px solid ${({ theme, $rank }) => `${theme.colors[placeColor($rank)]}66`};
  border-bottom-width: 4px;
  background:
    linear-gradient(
      180deg,
      ${({ theme, $rank }) => `${theme.colors[placeColor($rank)]}26`},
      transparent 80%
    ),
    ${({ theme }) => theme.colors.surface};
  /* First place in the centre, raised above the other two. */
  margin-bottom: ${({ $rank }) => ($rank === 1 ? '28px' : '0')};
`;

const Medal = styled.span<{ $rank: number }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $rank }) => ($rank === 1 ? 64 : 52)}px;
  height: ${({ $rank }) => ($rank === 1 ? 64 : 52)}px;
  border-radius: 50%;
  font-size: ${({ $rank }) => ($rank === 1 ? 26 : 20)}px;
  font-weight: 800;
  color: #15171f;
  background: ${({ theme, $rank }) => theme.colors[placeColor($rank)]};
  box-shadow: 0 0 0 4px ${({ theme, $rank }) => `${theme.colors[placeColor($rank)]}33`};
`;

const Place = styled.span`
  font-size: 12px;
  font-weight: 800;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
  display: inline-flex;
  align-items: center;
  gap: 4px;
`;

const Name = styled.strong`
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: clamp(14px, 2vw, 17px);
`;

const Wagered = styled.span`
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.accent};
`;

const Prize = styled.span`
  font-size: 13px;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.gold};
`;

const ORDINAL: Record<number, string> = { 1: '1st', 2: '2nd', 3: '3rd' };

/** The top three in the order second, first (centre, raised), third. */
export function Podium({
  players,
  prizes,
  symbol,
}: {
  players: LeaderboardPlayer[];
  prizes: number[];
  symbol: string;
}) {
  return (
    <Stage aria-label="Podium">
      {podiumOrder(players).map((p) => {
        const prize = prizeFor(prizes, p.rank);
        return (
          <Step
            key={`${p.rank}-${p.username}`}
            $rank={p.rank}
            aria-label={`${ORDINAL[p.rank]} place: ${p.displayName}`}
          >
            <Place>
              {p.rank === 1 ? <CrownIcon size={14} /> : null}
              {ORDINAL[p.rank]} place
            </Place>
            <Medal $rank={p.rank} aria-hidden="true">
              {initialOf(p.displayName)}
            </Medal>
            <Name title={p.displayName}>{p.displayName}</Name>
            <Wagered>
              <MoneyFigure value={p.wagered} symbol={symbol} /> wagered
            </Wagered>
            <Prize>
              {prize !== null ? (
                <>
                  Prize <MoneyFigure value={prize} symbol={symbol} />
                </>
              ) : (
                'No prize'
              )}
            </Prize>
          </Step>
        );
      })}
    </Stage>
  );
}
