import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { DrawRecord, Disqualification } from '@lobby/contract-engagement';
import {
  commitmentOf,
  countedDrawList,
  DRAW_SCHEME_V2,
  parseGiveawayListText,
  parseListText,
  rangesDrawList,
  replayDraw,
  sha256Hex,
} from '@lobby/contract-engagement';
import { logFailure } from '@lobby/shared-api';
import { Button, Card, Muted, SectionTitle } from '@lobby/shared-ui';
import { DrawBeaconNotices, DrawBeaconTerms } from './draw-beacon-facts';
import { verifyDrawV2 } from './verify-draw-v2';
import type { DrawCheck } from './verify-draw-v2';

const Section = styled(Card)`
  display: grid;
  gap: 14px;
  min-width: 0;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(120px, max-content) minmax(0, 1fr);
  gap: 8px 14px;
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 13px;
  }
  dd {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 12px;
    overflow-wrap: anywhere;
  }
  @media (max-width: 520px) {
    grid-template-columns: minmax(0, 1fr);
    dd {
      margin-bottom: 6px;
    }
  }
`;

const Checks = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 6px;
  li {
    display: flex;
    gap: 8px;
  }
  .ok {
    color: ${({ theme }) => theme.colors.success};
  }
  .bad {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

const Verdict = styled.p<{ $ok: boolean }>`
  margin: 0;
  padding: 10px 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: 700;
  color: ${({ theme, $ok }) => ($ok ? theme.colors.success : theme.colors.danger)};
  background: ${({ theme, $ok }) => ($ok ? theme.colors.success : theme.colors.danger)}1f;
`;

export interface VerifyDrawProps {
  draw: DrawRecord;
  /** 'entries' for a giveaway's entry list, 'tickets' for a wager raffle's ticket ranges. */
  kind: 'entries' | 'tickets';
  /** The published frozen list (download link) and how to load it. */
  listUrl: string;
  listFileName: string;
  listQueryKey: readonly unknown[];
  loadList: () => Promise<string>;
  /** Places drawn (number of winners or prizes). */
  places: number;
  /** Staff disqualifications in the order they happened. */
  disqualifications: Disqualification[];
  /** The published winner per place (member id), null where nobody won. */
  published: (number | null)[];
  nameOf: (userId: number) => string;
}

interface Outcome {
  checks: DrawCheck[];
  winners: (number | null)[];
}

async function verify(p: VerifyDrawProps, text: string): Promise<Outcome> {
  const seed = p.draw.seed!;
  // A giveaway's list has a line per entry: read back as counted rows, drawn by their totals.
  const list =
    p.kind === 'entries'
      ? countedDrawList(parseGiveawayListText(text))
      : rangesDrawList(
          parseListText(text).map((r) => ({
            user_id: r.user_id!,
            first_ticket: r.first_ticket!,
            ticket_count: r.ticket_count!,
          })),
        );
  if (p.draw.scheme === DRAW_SCHEME_V2)
    return verifyDrawV2(p.draw, text, list, p.places, p.published);
  const commitmentOk = (await commitmentOf(seed)) === p.draw.commitment;
  const listOk = (await sha256Hex(text)) === p.draw.list_hash;
  const replay = await replayDraw(seed, list, p.places, p.disqualifications);
  const winners = replay.winners.map((w) => w?.user_id ?? null);
  const winnersOk =
    winners.length === p.published.length && winners.every((w, i) => w === p.published[i]);
  return {
    checks: [
      { label: 'Seed against the commitment', ok: commitmentOk },
      { label: 'Frozen list against its hash', ok: listOk },
      { label: 'Recomputed winners against the published winners', ok: winnersOk },
    ],
    winners,
  };
}

/**
 * "Verify this draw": the commitment, the revealed seed, the frozen list's hash and a download of
 * the list; the winners are recomputed here in the browser (Web Crypto) and compared.
 */
export function VerifyDraw(props: VerifyDrawProps) {
  const { draw } = props;
  const list = useQuery({
    queryKey: props.listQueryKey,
    queryFn: props.loadList,
    enabled: draw.seed != null,
    staleTime: Infinity,
    meta: logFailure('[engagement] Failed to load the frozen draw list'),
  });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [failed, setFailed] = useState(false);
  const text = list.data;

  useEffect(() => {
    if (text == null || draw.seed == null) return;
    let live = true;
    setFailed(false);
    verify(props, text).then(
      (o) => live && setOutcome(o),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- recompute when the data changes
  }, [text, draw.seed, draw.list_hash, props.published.join(','), props.disqualifications.length]);

  const v2 = draw.scheme === DRAW_SCHEME_V2;
  const allOk = outcome != null && outcome.checks.every((c) => c.ok);
  const check = (ok: boolean, text: string) => (
    <>
      <span className={ok ? 'ok' : 'bad'} aria-hidden="true">
        {ok ? '✔' : '✘'}
      </span>
      <span>
        {text}:{' '}
        {ok
          ? text.includes('signature')
            ? 'valid'
            : 'matches'
          : text.includes('signature')
            ? 'INVALID'
            : 'does not match'}
      </span>
    </>
  );

  return (
    <Section as="section" aria-labelledby="verify-draw">
      <SectionTitle id="verify-draw">Verify this draw</SectionTitle>
      {v2 ? (
        <Muted>
          The site committed to a secret seed (its SHA-256 published) and named a future drand round
          before anyone entered. At the close the{' '}
          {props.kind === 'entries' ? 'entry list' : 'ticket list'} was frozen and hashed; the
          winners come from the seed, the round&apos;s public randomness and the list&apos;s hash
          together ({draw.algorithm}), so nobody — the streamer included — could know them while
          entries were open. Your browser checks the beacon&apos;s signature and recomputes
          everything below.
        </Muted>
      ) : (
        <Muted>
          The seed was committed (its SHA-256 published) before anyone entered. At the draw the{' '}
          {props.kind === 'entries' ? 'entry list' : 'ticket list'} was frozen and hashed, the
          winners were computed from the seed and the list by {draw.algorithm}, then the seed was
          revealed. Your browser recomputes everything below.
        </Muted>
      )}
      <Facts>
        <dt>Algorithm</dt>
        <dd>{draw.algorithm}</dd>
        <dt>Commitment</dt>
        <dd>{draw.commitment ?? '—'}</dd>
        <dt>Seed</dt>
        <dd>{draw.seed ?? 'Revealed at the draw'}</dd>
        <dt>{props.kind === 'entries' ? 'Entry list hash' : 'Ticket list hash'}</dt>
        <dd>{draw.list_hash ?? (v2 ? 'Published at the close' : 'Published at the draw')}</dd>
        <DrawBeaconTerms draw={draw} />
      </Facts>
      <DrawBeaconNotices draw={draw} />
      {draw.seed == null ? (
        <Muted>The seed and the frozen list are published when the draw happens.</Muted>
      ) : (
        <>
          <div>
            <Button
              as="a"
              $variant="secondary"
              $size="sm"
              href={props.listUrl}
              download={props.listFileName}
            >
              Download the frozen list
            </Button>
          </div>
          {list.isError || failed ? (
            <div role="alert">
              <Muted>Could not load the frozen list to recompute the draw. </Muted>
              <Button type="button" $variant="ghost" $size="sm" onClick={() => void list.refetch()}>
                Retry
              </Button>
            </div>
          ) : !outcome ? (
            <Muted role="status">Recomputing the draw in your browser...</Muted>
          ) : (
            <>
              <Checks aria-label="Checks">
                {outcome.checks.map((c) => (
                  <li key={c.label}>{check(c.ok, c.label)}</li>
                ))}
              </Checks>
              <ol aria-label="Recomputed winners">
                {outcome.winners.map((w, i) => (
                  <li key={i}>{w == null ? 'Nobody left to draw' : props.nameOf(w)}</li>
                ))}
              </ol>
              <Verdict role="status" $ok={allOk}>
                {allOk
                  ? 'The result matches: this draw is verified.'
                  : 'The result does not match the published draw.'}
              </Verdict>
            </>
          )}
        </>
      )}
    </Section>
  );
}
