import styled from 'styled-components';
import type { OverlayBracket, OverlayMatch } from '@lobby/shared-api';
import { formatMultiplier } from '@lobby/shared-ui';
import { OverlayNotice, Panel, Title } from './overlay-frame';

const Head = styled(Panel)`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 0.8em;
  .champion {
    color: var(--accent);
    font-weight: 800;
    white-space: nowrap;
  }
`;

const Rounds = styled.div`
  flex: 1;
  min-height: 0;
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(0, 1fr);
  gap: 0.6em;
`;

const Round = styled.section`
  display: flex;
  flex-direction: column;
  min-height: 0;
  h2 {
    align-self: center;
    margin: 0 0 0.4em;
    padding: 0.2em 0.8em;
    border-radius: 999px;
    background: var(--panel);
    font-size: 0.62em;
    font-weight: 800;
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
    flex: 1;
    min-height: 0;
    display: flex;
    flex-direction: column;
    justify-content: space-around;
    gap: 0.3em;
  }
`;

const Match = styled.li<{ $live: boolean }>`
  position: relative;
  border-radius: 0.5em;
  background: var(--panel);
  outline: ${({ $live }) => ($live ? '2px solid var(--accent)' : 'none')};
  box-shadow: ${({ $live }) => ($live ? '0 0 0.8em var(--accent)' : 'none')};
  font-size: 0.8em;
  overflow: hidden;
  .live {
    position: absolute;
    top: 0;
    right: 0;
    padding: 0.05em 0.45em;
    border-bottom-left-radius: 0.4em;
    background: var(--accent);
    color: #fff;
    font-size: 0.7em;
    font-weight: 800;
    letter-spacing: 0.08em;
  }
`;

const Side = styled.div<{ $won: boolean; $lost: boolean }>`
  display: flex;
  justify-content: space-between;
  gap: 0.4em;
  padding: 0.25em 0.5em;
  font-weight: ${({ $won }) => ($won ? 800 : 600)};
  color: ${({ $won }) => ($won ? 'var(--accent)' : 'inherit')};
  opacity: ${({ $lost }) => ($lost ? 0.5 : 1)};
  & + & {
    border-top: 1px solid rgba(255, 255, 255, 0.12);
  }
  .name {
    min-width: 0;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

const roundName = (index: number, count: number) => {
  const fromEnd = count - index;
  if (fromEnd === 1) return 'Final';
  if (fromEnd === 2) return 'Semi-finals';
  if (fromEnd === 3) return 'Quarter-finals';
  return `Round ${index + 1}`;
};

function MatchSide({ m, side }: { m: OverlayMatch; side: 1 | 2 }) {
  const name = side === 1 ? m.slot1_name : m.slot2_name;
  const x = side === 1 ? m.slot1_multiplier : m.slot2_multiplier;
  const won = m.winner_name != null && name != null && m.winner_name === name;
  const lost = m.winner_name != null && !won;
  return (
    <Side $won={won} $lost={lost}>
      <span className="name">{name ?? 'TBD'}</span>
      <span>{x != null ? formatMultiplier(x) : ''}</span>
    </Side>
  );
}

/** The tournament bracket by round, the match being played highlighted. */
export function BracketOverlay({ tournament }: { tournament: OverlayBracket | null }) {
  if (!tournament)
    return (
      <OverlayNotice title="No tournament yet" sub="The bracket appears here when one starts." />
    );
  const count = tournament.rounds.length;
  return (
    <>
      <Head>
        <Title>{tournament.name}</Title>
        {tournament.champion ? (
          <span className="champion">Winner: {tournament.champion}</span>
        ) : null}
      </Head>
      <Rounds>
        {tournament.rounds.map((matches, i) => (
          <Round key={matches[0]?.round ?? i} aria-label={roundName(i, count)}>
            <h2>{roundName(i, count)}</h2>
            <ol>
              {matches.map((m) => {
                const live = m.id === tournament.live_match_id;
                return (
                  <Match
                    key={m.id}
                    $live={live}
                    aria-current={live ? 'true' : undefined}
                    aria-label={`Match ${m.match_number}: ${m.slot1_name ?? 'TBD'} vs ${m.slot2_name ?? 'TBD'}${live ? ' (live)' : ''}`}
                  >
                    {live ? <span className="live">LIVE</span> : null}
                    <MatchSide m={m} side={1} />
                    <MatchSide m={m} side={2} />
                  </Match>
                );
              })}
            </ol>
          </Round>
        ))}
      </Rounds>
    </>
  );
}
