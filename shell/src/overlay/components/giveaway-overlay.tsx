import { useEffect, useMemo, useRef, useState } from 'react';
import styled, { keyframes } from 'styled-components';
import type { OverlayGiveaway } from '@lobby/shared-api';
import { formatCountdown, formatNumber } from '@lobby/shared-ui';
import { prefersReducedMotion } from '../hooks/use-now';
import { Label, OverlayNotice, Panel, Title } from './overlay-frame';

/** Names the reel runs through before it lands (the entrants, repeated when few). */
const REEL_LENGTH = 40;
/** A draw this recent still gets its reveal when the overlay loads (OBS scene switched in late). */
const RECENT_DRAW_MS = 30_000;
const ROW_EM = 1.8;

const Head = styled(Panel)`
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  gap: 0.8em;
  .prize {
    color: var(--accent);
    font-weight: 800;
    white-space: nowrap;
  }
`;

const Facts = styled(Panel)`
  display: flex;
  justify-content: space-between;
  gap: 1em;
  strong {
    display: block;
    font-size: 1.2em;
    font-weight: 800;
  }
  .right {
    text-align: right;
  }
`;

const Window = styled(Panel)`
  position: relative;
  height: ${ROW_EM * 3}em;
  padding: 0;
  overflow: hidden;
  font-size: 1.3em;
  &::after {
    /* The pointer row in the middle. */
    content: '';
    position: absolute;
    left: 0.3em;
    right: 0.3em;
    top: ${ROW_EM}em;
    height: ${ROW_EM}em;
    border: 2px solid var(--accent);
    border-radius: 0.4em;
    pointer-events: none;
  }
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
    will-change: transform;
  }
  li {
    height: ${ROW_EM}em;
    line-height: ${ROW_EM}em;
    text-align: center;
    font-weight: 800;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
    padding: 0 0.6em;
  }
`;

const glow = keyframes`
  from { opacity: 0; letter-spacing: 0.2em; }
  to { opacity: 1; letter-spacing: normal; }
`;

const Winner = styled(Panel)`
  text-align: center;
  border: 2px solid var(--accent);
  strong {
    display: block;
    margin: 0.15em 0;
    font-size: 2em;
    font-weight: 900;
    color: var(--accent);
    animation: ${glow} 0.8s ease-out both;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  ol {
    list-style: none;
    margin: 0.3em 0 0;
    padding: 0;
    font-weight: 700;
  }
`;

const Proof = styled.p`
  align-self: flex-start;
  max-width: 100%;
  margin: 0;
  padding: 0.2em 0.6em;
  border-radius: 0.4em;
  background: var(--panel);
  font-size: 0.6em;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

/** A stable order of the names from the draw's seed (the look only: the winner is the server's). */
function reelOf(names: string[], winner: string, seed: string): string[] {
  let h = 2166136261;
  for (const c of seed) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  const next = () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507) >>> 0;
    h = Math.imul(h ^ (h >>> 13), 3266489909) >>> 0;
    return (h ^= h >>> 16) >>> 0;
  };
  const pool = names.length ? names : [winner];
  const out: string[] = [];
  while (out.length < REEL_LENGTH) out.push(pool[next() % pool.length]!);
  out.push(winner);
  // A name after the winner, so the window's last row is never empty.
  out.push(pool[next() % pool.length]!);
  return out;
}

type Phase = 'spinning' | 'done';

function Reveal({
  giveaway,
  seconds,
  animate,
}: {
  giveaway: OverlayGiveaway;
  seconds: number;
  animate: boolean;
}) {
  const first = giveaway.winners[0]!;
  const reel = useMemo(
    () => reelOf(giveaway.entrants, first.name, giveaway.seed ?? String(giveaway.id)),
    [giveaway.entrants, first.name, giveaway.seed, giveaway.id],
  );
  const [phase, setPhase] = useState<Phase>(animate ? 'spinning' : 'done');
  const [offset, setOffset] = useState(0);
  useEffect(() => {
    if (!animate) return;
    // Start at the top, then move to the winner's row (centred) in one eased transition.
    const frame = requestAnimationFrame(() => setOffset(reel.length - 3));
    const done = setTimeout(() => setPhase('done'), seconds * 1000 + 200);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(done);
    };
  }, [animate, reel.length, seconds]);

  if (phase === 'spinning')
    return (
      <Window aria-label="Drawing the winner">
        <ol
          aria-hidden="true"
          style={{
            transform: `translateY(-${offset * ROW_EM}em)`,
            transition: offset ? `transform ${seconds}s cubic-bezier(0.1, 0.75, 0.15, 1)` : 'none',
          }}
        >
          {reel.map((name, i) => (
            <li key={i}>{name}</li>
          ))}
        </ol>
      </Window>
    );
  return (
    <Winner aria-label="Winner">
      <Label>{giveaway.winners.length > 1 ? 'Winners' : 'Winner'}</Label>
      <strong>{first.name}</strong>
      {giveaway.winners.length > 1 ? (
        <ol>
          {giveaway.winners.slice(1).map((w) => (
            <li key={w.position}>
              #{w.position} {w.name}
            </li>
          ))}
        </ol>
      ) : null}
    </Winner>
  );
}

/**
 * A giveaway on stream: while open its prize, entries and countdown; once drawn a reel of the
 * entrants that lands on the winner the verifiable draw picked. The reveal runs when this
 * overlay sees the draw happen (or loads within moments of it), or when the admin replays it;
 * with reduced motion the winner shows at once.
 */
export function GiveawayOverlay({
  giveaway,
  now,
  revealSeconds,
  replay = 0,
}: {
  giveaway: OverlayGiveaway | null;
  now: number;
  revealSeconds: number;
  /** Bumped to run the reveal again (Admin › Overlays' preview). */
  replay?: number;
}) {
  const seenOpen = useRef(new Set<number>());
  const firstSight = useRef(new Map<number, boolean>());
  if (giveaway && giveaway.status !== 'drawn') seenOpen.current.add(giveaway.id);
  if (giveaway && giveaway.status === 'drawn' && !firstSight.current.has(giveaway.id)) {
    const recent =
      giveaway.drawn_at != null && now - Date.parse(giveaway.drawn_at) < RECENT_DRAW_MS;
    firstSight.current.set(giveaway.id, seenOpen.current.has(giveaway.id) || recent);
  }

  if (!giveaway)
    return <OverlayNotice title="No giveaway yet" sub="The next giveaway shows here." />;

  const left = Date.parse(giveaway.ends_at) - now;
  const animate =
    !prefersReducedMotion() && (replay > 0 || firstSight.current.get(giveaway.id) === true);
  return (
    <>
      <Head>
        <div>
          <Label>Giveaway</Label>
          <Title>{giveaway.title}</Title>
        </div>
        <span className="prize">{giveaway.prize}</span>
      </Head>
      {giveaway.status === 'drawn' ? (
        giveaway.winners.length ? (
          <Reveal
            key={`${giveaway.id}:${giveaway.drawn_at}:${giveaway.winners[0]!.name}:${replay}`}
            giveaway={giveaway}
            seconds={revealSeconds}
            animate={animate}
          />
        ) : (
          <OverlayNotice title="Drawn: nobody entered" />
        )
      ) : (
        <Facts>
          <div>
            <Label>Entries</Label>
            <strong>{formatNumber(giveaway.entries_count)}</strong>
          </div>
          <div className="right">
            <Label>{giveaway.status === 'open' && left > 0 ? 'Ends in' : 'Entries closed'}</Label>
            <strong role="timer">
              {giveaway.status === 'open' && left > 0 ? formatCountdown(left) : 'Drawing soon'}
            </strong>
          </div>
        </Facts>
      )}
      {giveaway.commitment ? (
        <Proof>
          Verifiable draw ·{' '}
          {giveaway.seed
            ? `seed ${giveaway.seed.slice(0, 16)}…`
            : `commitment ${giveaway.commitment.slice(0, 16)}…`}
        </Proof>
      ) : null}
    </>
  );
}
