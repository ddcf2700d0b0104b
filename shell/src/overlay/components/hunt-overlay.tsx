import styled from 'styled-components';
import type { OverlayHunt, OverlayHuntBonus } from '@lobby/shared-api';
import { formatMultiplier, formatUSD } from '@lobby/shared-ui';
import { Label, OverlayNotice, Panel, Title } from './overlay-frame';

const Head = styled(Panel)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.6em;
`;

const Phase = styled.span<{ $live: boolean }>`
  flex: none;
  padding: 0.15em 0.6em;
  border-radius: 999px;
  font-size: 0.65em;
  font-weight: 800;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  background: ${({ $live }) => ($live ? 'var(--accent)' : 'rgba(255,255,255,0.18)')};
  color: #fff;
`;

const Stats = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0.5em;
  > div {
    background: var(--panel);
    border-radius: 0.6em;
    padding: 0.45em 0.7em;
    min-width: 0;
  }
  dt {
    font-size: 0.62em;
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    opacity: 0.75;
  }
  dd {
    margin: 0.1em 0 0;
    font-size: 1.15em;
    font-weight: 800;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .accent {
    color: var(--accent);
  }
  .small {
    font-size: 0.7em;
    font-weight: 600;
    opacity: 0.85;
  }
`;

const Progress = styled.div`
  height: 0.4em;
  margin-top: 0.35em;
  border-radius: 999px;
  background: rgba(255, 255, 255, 0.18);
  overflow: hidden;
  span {
    display: block;
    height: 100%;
    background: var(--accent);
    transition: width 0.6s ease;
  }
`;

const Current = styled(Panel)`
  border: 2px solid var(--accent);
  strong {
    display: block;
    font-size: 1.3em;
    font-weight: 800;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .meta {
    font-size: 0.75em;
    opacity: 0.85;
  }
`;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  flex: 1;
  min-height: 0;
  overflow: hidden;
  display: flex;
  flex-direction: column;
  gap: 0.25em;
  li {
    display: grid;
    grid-template-columns: 1.8em minmax(0, 1fr) auto auto;
    gap: 0.5em;
    align-items: center;
    padding: 0.3em 0.6em;
    border-radius: 0.5em;
    background: var(--panel);
    font-size: 0.8em;
  }
  li[aria-current='true'] {
    outline: 2px solid var(--accent);
    outline-offset: -2px;
    box-shadow: inset 0.35em 0 0 var(--accent);
  }
  .pos {
    opacity: 0.7;
  }
  .name {
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
    font-weight: 700;
  }
  .win {
    font-weight: 800;
    min-width: 4.5em;
    text-align: right;
  }
  .x {
    min-width: 4em;
    text-align: right;
    color: var(--accent);
    font-weight: 800;
  }
`;

const slotName = (b: OverlayHuntBonus) => b.slot_name ?? `Bonus ${b.position}`;

/** The current bonus hunt: the numbers a stream shows while bonuses are opened. */
export function HuntOverlay({ hunt }: { hunt: OverlayHunt | null }) {
  if (!hunt)
    return <OverlayNotice title="No bonus hunt yet" sub="It appears here when it starts." />;
  const opened = hunt.bonuses_opened;
  const total = hunt.bonuses_total;
  const phaseText =
    hunt.phase === 'finished' ? 'Finished' : hunt.phase === 'opening' ? 'Opening' : 'Collecting';
  const profit = hunt.end_balance != null ? hunt.end_balance - hunt.start_balance : null;
  const from = hunt.current
    ? Math.max(0, hunt.bonuses.findIndex((b) => b.position === hunt.current!.position) - 1)
    : 0;
  return (
    <>
      <Head>
        <Title>{hunt.name}</Title>
        <Phase $live={hunt.phase !== 'finished'}>{phaseText}</Phase>
      </Head>
      <Stats>
        <div>
          <dt>Start</dt>
          <dd>{formatUSD(hunt.start_balance)}</dd>
        </div>
        <div>
          <dt>{hunt.phase === 'finished' ? 'End balance' : 'Winnings'}</dt>
          <dd className="accent">
            {formatUSD(
              hunt.phase === 'finished' && hunt.end_balance != null
                ? hunt.end_balance
                : hunt.winnings,
            )}
          </dd>
        </div>
        <div>
          <dt>Bonuses opened</dt>
          <dd>
            {opened} / {total}
          </dd>
          <Progress
            role="progressbar"
            aria-label="Bonuses opened"
            aria-valuemin={0}
            aria-valuemax={total}
            aria-valuenow={opened}
          >
            <span style={{ width: total ? `${(opened / total) * 100}%` : 0 }} />
          </Progress>
        </div>
        <div>
          {hunt.phase === 'finished' ? (
            <>
              <dt>Profit</dt>
              <dd className="accent">{profit != null ? formatUSD(profit) : '—'}</dd>
            </>
          ) : (
            <>
              <dt>Break-even</dt>
              <dd className={hunt.break_even_x === 0 ? 'accent' : undefined}>
                {hunt.break_even_x == null
                  ? '—'
                  : hunt.break_even_x === 0
                    ? 'In profit'
                    : formatMultiplier(hunt.break_even_x)}
              </dd>
            </>
          )}
        </div>
        <div style={{ gridColumn: '1 / -1' }}>
          <dt>Best multiplier</dt>
          <dd>
            {hunt.best ? (
              <>
                <span className="accent">{formatMultiplier(hunt.best.multiplier)}</span>{' '}
                <span className="small">{slotName(hunt.best)}</span>
              </>
            ) : (
              '—'
            )}
          </dd>
        </div>
      </Stats>
      {hunt.current ? (
        <Current aria-label="Now opening">
          <Label>Now opening · #{hunt.current.position}</Label>
          <strong>{slotName(hunt.current)}</strong>
          <span className="meta">
            Bet {formatUSD(hunt.current.bet)}
            {hunt.current.slot_provider ? ` · ${hunt.current.slot_provider}` : ''}
          </span>
        </Current>
      ) : null}
      {hunt.bonuses.length ? (
        <List aria-label="Bonuses">
          {hunt.bonuses.slice(from).map((b) => (
            <li key={b.position} aria-current={hunt.current?.position === b.position}>
              <span className="pos">{b.position}</span>
              <span className="name">{slotName(b)}</span>
              <span className="win">
                {b.win != null ? formatUSD(b.win) : `${formatUSD(b.bet)} bet`}
              </span>
              <span className="x">
                {b.multiplier != null ? formatMultiplier(b.multiplier) : '—'}
              </span>
            </li>
          ))}
        </List>
      ) : null}
    </>
  );
}
