import styled from 'styled-components';
import type { LeaderboardPlayer } from '@lobby/shared-api';
import { MoneyFigure, VisuallyHidden } from '@lobby/shared-ui';
import { prizeFor } from '../utils/leaderboard';

/** Roughly one bold tabular digit (or '#') of the rank column, in px. */
const RANK_CHAR_PX = 12;

const Table = styled.table<{ $rankChars: number }>`
  width: 100%;
  table-layout: fixed;
  border-collapse: separate;
  border-spacing: 0 6px;
  font-variant-numeric: tabular-nums;
  th {
    padding: 0 12px 2px;
    font-size: 12px;
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    text-align: left;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  td {
    padding: 12px;
    background: ${({ theme }) => theme.colors.surface};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  td:first-child {
    border-left: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md} 0 0 ${({ theme }) => theme.radii.md};
    font-weight: 800;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  td:last-child {
    border-right: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 0 ${({ theme }) => theme.radii.md} ${({ theme }) => theme.radii.md} 0;
  }
  /* The rank column fits the page's longest rank ("#12345" on a deep page), never less. */
  th:nth-child(1),
  td:nth-child(1) {
    width: ${({ $rankChars }) => Math.max(64, $rankChars * RANK_CHAR_PX + 24)}px;
  }
  th:nth-child(3),
  td:nth-child(3),
  th:nth-child(4),
  td:nth-child(4) {
    width: 26%;
    text-align: right;
    /* A money figure is never cut: the short form fits where the full one would not. */
    text-overflow: clip;
  }
  @media (max-width: 480px) {
    th,
    td {
      padding-left: 8px;
      padding-right: 8px;
    }
    th:nth-child(1),
    td:nth-child(1) {
      width: ${({ $rankChars }) => Math.max(48, $rankChars * RANK_CHAR_PX + 16)}px;
    }
  }
`;

const PlayerCell = styled.td`
  strong {
    display: block;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  small {
    display: block;
    overflow: hidden;
    text-overflow: ellipsis;
    font-size: 12px;
    color: ${({ theme }) => theme.colors.textFaint};
  }
`;

const WageredCell = styled.td`
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 700;
`;

const PrizeCell = styled.td<{ $none: boolean }>`
  font-weight: 700;
  color: ${({ theme, $none }) => ($none ? theme.colors.textFaint : theme.colors.gold)};
`;

/** The ranked list from #4: rank, player, wagered (rounded) and the place's prize (a dash when none). */
export function RankedList({
  players,
  prizes,
  symbol,
}: {
  players: LeaderboardPlayer[];
  prizes: number[];
  symbol: string;
}) {
  const rankChars = 1 + String(players.reduce((most, p) => Math.max(most, p.rank), 0)).length;
  return (
    <Table $rankChars={rankChars}>
      <VisuallyHidden as="caption">Ranked players from 4th place</VisuallyHidden>
      <thead>
        <tr>
          <th scope="col">Rank</th>
          <th scope="col">Player</th>
          <th scope="col">Wagered</th>
          <th scope="col">Prize</th>
        </tr>
      </thead>
      <tbody>
        {players.map((p) => {
          const prize = prizeFor(prizes, p.rank);
          return (
            <tr key={`${p.rank}-${p.username}`}>
              <td>#{p.rank}</td>
              <PlayerCell>
                <strong title={p.displayName}>{p.displayName}</strong>
                {p.favoriteGameTitle ? (
                  <small title={p.favoriteGameTitle}>{p.favoriteGameTitle}</small>
                ) : null}
              </PlayerCell>
              <WageredCell>
                <MoneyFigure value={p.wagered} symbol={symbol} />
              </WageredCell>
              <PrizeCell $none={prize === null}>
                {prize === null ? (
                  <>
                    <span aria-hidden="true">–</span>
                    <VisuallyHidden>No prize</VisuallyHidden>
                  </>
                ) : (
                  <MoneyFigure value={prize} symbol={symbol} />
                )}
              </PrizeCell>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
