import styled from 'styled-components';
import type { TournamentMatch } from '@lobby/contract-engagement';
import { bracketRounds, roundTitle } from '@lobby/contract-engagement';
import { Badge, EmptyState, formatDate, formatMultiplier, TrophyIcon } from '@lobby/shared-ui';
import { SlotFace } from './slot-face';

export const Columns = styled.div`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(240px, 1fr);
  gap: 16px;
  overflow-x: auto;
  padding-bottom: 8px;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
  }
`;

/* The heading stays at the top of its column; only the matches below it share out the height
   (space-around), so a match sits level with the middle of the two it follows. */
export const Column = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  h3 {
    font-size: 14px;
    text-transform: uppercase;
    letter-spacing: 0.05em;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const Matches = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  justify-content: space-around;
  gap: 12px;
`;

export const MatchCard = styled.article`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  header {
    display: flex;
    justify-content: space-between;
    align-items: center;
    font-size: 13px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Side = styled.div<{ $winner: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 6px 8px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ $winner }) => ($winner ? 'rgba(34, 211, 166, 0.12)' : 'transparent')};
  outline: ${({ theme, $winner }) => ($winner ? `1px solid ${theme.colors.accent}` : 'none')};
  .x {
    font-variant-numeric: tabular-nums;
    font-weight: 700;
    display: inline-flex;
    align-items: center;
    gap: 4px;
  }
`;

const Vs = styled.div`
  text-align: center;
  font-size: 12px;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.textFaint};
`;

function SideRow({ m, n }: { m: TournamentMatch; n: 1 | 2 }) {
  const name = n === 1 ? m.slot1_name : m.slot2_name;
  const winner = name != null && m.winner_name === name;
  const x = n === 1 ? m.slot1_multiplier : m.slot2_multiplier;
  return (
    <Side $winner={winner} aria-label={winner ? `${name}, winner` : undefined}>
      <SlotFace
        name={name}
        image={n === 1 ? m.slot1_image : m.slot2_image}
        provider={n === 1 ? m.slot1_provider : m.slot2_provider}
      />
      <span className="x">
        {x != null ? formatMultiplier(x) : null}
        {winner ? <TrophyIcon size={16} title="Winner" /> : null}
      </span>
    </Side>
  );
}

/** The bracket: rounds as columns ('Round 1'…'Final'), a card per match. */
export function BracketTab({ matches }: { matches: TournamentMatch[] }) {
  const rounds = bracketRounds(matches);
  if (!rounds.length)
    return (
      <EmptyState icon={<TrophyIcon size={32} />} title="No Bracket Available">
        Tournament matches haven&apos;t been set up yet.
      </EmptyState>
    );
  return (
    <Columns tabIndex={0} aria-label="Tournament bracket">
      {rounds.map((round, r) => (
        <Column key={round[0]!.round} aria-label={roundTitle(r, rounds.length)}>
          <h3>{roundTitle(r, rounds.length)}</h3>
          <Matches>
            {round.map((m) => (
              <MatchCard key={m.id} aria-label={`Match ${m.match_number}`}>
                <header>
                  <span>Match {m.match_number}</span>
                  <Badge $tone={m.winner_name ? 'success' : 'neutral'}>
                    {m.winner_name ? 'COMPLETED' : 'PENDING'}
                  </Badge>
                </header>
                <SideRow m={m} n={1} />
                <Vs>VS</Vs>
                <SideRow m={m} n={2} />
                {m.match_date ? (
                  <small>
                    <time dateTime={m.match_date}>{formatDate(m.match_date)}</time>
                  </small>
                ) : null}
              </MatchCard>
            ))}
          </Matches>
        </Column>
      ))}
    </Columns>
  );
}
