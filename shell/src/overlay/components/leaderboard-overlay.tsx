import styled from 'styled-components';
import type { OverlayLeaderboard } from '@lobby/shared-api';
import { formatCountdown, formatMoney } from '@lobby/shared-ui';
import { Label, OverlayNotice, Panel, Title } from './overlay-frame';

const Head = styled(Panel)`
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  gap: 0.8em;
  .ends {
    text-align: right;
    white-space: nowrap;
  }
  .ends strong {
    display: block;
    font-size: 1em;
    font-weight: 800;
    color: var(--accent);
  }
`;

const Rows = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  flex: 1;
  min-height: 0;
  overflow: hidden;
  display: flex;
  flex-direction: column;
  gap: 0.3em;
  li {
    display: grid;
    grid-template-columns: 2em minmax(0, 1fr) auto;
    align-items: center;
    gap: 0.6em;
    padding: 0.35em 0.7em;
    border-radius: 0.55em;
    background: var(--panel);
  }
  li:first-child {
    outline: 2px solid var(--accent);
  }
  .rank {
    font-weight: 800;
    color: var(--accent);
  }
  .name {
    font-weight: 700;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .amounts {
    text-align: right;
    font-weight: 800;
  }
  .prize {
    display: block;
    font-size: 0.7em;
    font-weight: 700;
    color: var(--accent);
  }
`;

/** Top N of a platform's running leaderboard, with the countdown to its end. */
export function LeaderboardOverlay({ board, now }: { board: OverlayLeaderboard; now: number }) {
  if (!board.platform)
    return (
      <OverlayNotice title="Leaderboard unavailable" sub="Pick a platform in Admin › Overlays." />
    );
  const left = board.period ? Date.parse(board.period.end) - now : 0;
  return (
    <>
      <Head>
        <div>
          <Label>Leaderboard</Label>
          <Title>{board.platform.name}</Title>
        </div>
        {board.period ? (
          <div className="ends">
            <Label>{left > 0 ? 'Ends in' : 'Period'}</Label>
            <strong role="timer">{formatCountdown(left)}</strong>
          </div>
        ) : null}
      </Head>
      {!board.period ? (
        <OverlayNotice
          title="No leaderboard running"
          sub="The next period shows here when it starts."
        />
      ) : board.rows.length === 0 ? (
        <OverlayNotice title="No wagers yet" sub="Players appear as they wager." />
      ) : (
        <Rows aria-label={`Top ${board.rows.length}`}>
          {board.rows.map((r) => (
            <li key={r.rank}>
              <span className="rank">#{r.rank}</span>
              <span className="name">{r.name}</span>
              <span className="amounts">
                {formatMoney(r.wagered, board.currency_symbol)}
                {r.prize != null ? (
                  <span className="prize">{formatMoney(r.prize, board.currency_symbol)} prize</span>
                ) : null}
              </span>
            </li>
          ))}
        </Rows>
      )}
    </>
  );
}
