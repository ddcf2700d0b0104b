// The draw flow of giveaways and wager raffles on the draw core: the job's draw at the close,
// staff's "Draw now", a disqualification and the redraws it fixes. What differs between the two
// features is a DrawSubject, passed in by each feature's own draw code.
import type { Kysely } from 'kysely';
import { replayDrawV2 } from '@lobby/contract-engagement';
import type { DrawList, DrawPick } from '@lobby/contract-engagement';
import { assertAdmin } from '../../../core/admin/duties';
import type { Actor } from '../../../core/admin/duties';
import { withTransaction } from '../../../core/db';
import type { Database, Db } from '../../../core/db';
import { HttpError, notFound } from '../../../core/http/errors';
import { redrawnMessage } from '../shared/admin-replies';
import { auditDraw } from './draw';
import {
  findDraw,
  fixDrawRound,
  fixRedrawRounds,
  listRedraws,
  nextRedraw,
  prepareDraw,
} from './service';
import type { DrawChain, DrawReadiness } from './service';
import type { DrawKind } from './tables';

/** One feature's draws, as the flow needs them. */
export interface DrawSubject {
  kind: DrawKind;
  /** How a message names one ('giveaway', 'raffle'). */
  noun: string;
  /** Not drawn, entries closed by `nowIso`; `auto` false when staff draw it themselves. */
  listClosed(db: Db, nowIso: string): Promise<{ id: number; auto: boolean }[]>;
  find(
    db: Db,
    id: number,
  ): Promise<{ seed: string | null; drawnAt: string | null; closesAt: string } | undefined>;
  /** Freezes the list at the close, when the feature keeps it apart from the draw. */
  freeze?(db: Kysely<Database>, id: number, now: Date): Promise<unknown>;
  /** The frozen list: its hash, the list picked from and how many places a draw fills. */
  frozenList(db: Db, id: number): Promise<{ hash: string; list: DrawList; places: number }>;
  /** Staff draw a v2 draw whose entries are still open: close them now, or refuse. */
  closeNow(db: Db, id: number, nowIso: string): Promise<void>;
  /** Draws once (a conditional claim); null when it was drawn already. */
  draw(
    db: Kysely<Database>,
    id: number,
    now: Date,
    actorId: number | null,
    v2?: { key: string; listHash: string },
  ): Promise<{ winners: number } | null>;
  /** Disqualifies the winner of a place; `pickLater` (v2) leaves the place empty for its round. */
  disqualify(
    db: Kysely<Database>,
    id: number,
    position: number,
    reason: string,
    actorId: number,
    now: Date,
    pickLater: boolean,
  ): Promise<{ position: number; userId: number | null }>;
  /** Whether the member holds an entry (a ticket) in it. */
  hasEntered(db: Db, id: number, userId: number): Promise<boolean>;
  /** The places disqualified, oldest first. */
  listDisqualifications(db: Db, id: number): Promise<{ position: number }[]>;
  /** The draw place (1-based) of a disqualified position. */
  placeOf(db: Db, id: number, position: number): Promise<number>;
  /** Seats and pays the redrawn winner of `position` (inside the redraw's transaction). */
  seat(trx: Db, id: number, position: number, pick: DrawPick, now: Date): Promise<void>;
}

const readiness = async (
  s: DrawSubject,
  db: Kysely<Database>,
  id: number,
  seed: string | null,
  chain: DrawChain,
  now: Date,
  withoutBeacon = false,
): Promise<DrawReadiness> =>
  seed
    ? prepareDraw(
        db,
        s.kind,
        id,
        seed,
        async () => {
          await s.freeze?.(db, id, now);
          return (await s.frozenList(db, id)).hash;
        },
        chain,
        now,
        withoutBeacon,
      )
    : { state: 'v1' };

const v2Key = (r: DrawReadiness) => (r.state === 'ready' ? r : undefined);
const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/**
 * The job's work: draws everything of `s` whose entries have closed — a v1 draw at once, a v2
 * one once its round's beacon is out and verified (it waits, and says so, while drand cannot be
 * reached). A draw staff make themselves is frozen at the close and left to them. Answers a
 * one-line summary.
 */
export async function drawDue(
  s: DrawSubject,
  db: Kysely<Database>,
  chain: DrawChain,
  now: Date,
): Promise<string> {
  let drawn = 0;
  const waiting: string[] = [];
  for (const { id, auto } of await s.listClosed(db, now.toISOString())) {
    const found = await s.find(db, id);
    if (!found) continue;
    // A v1 draw staff make themselves has nothing to prepare.
    if (!auto && !(await findDraw(db, s.kind, id))) continue;
    const ready = await readiness(s, db, id, found.seed, chain, now);
    if (ready.state === 'waiting') {
      waiting.push(`#${id} round ${ready.round}${ready.error ? ` (${ready.error})` : ''}`);
      continue;
    }
    if (auto && (await s.draw(db, id, now, null, v2Key(ready)))) drawn += 1;
  }
  const redrawn = await fillRedraws(s, db, chain, now);
  const summary =
    `drew ${plural(drawn, s.noun)}` + (redrawn ? `, redrew ${plural(redrawn, 'place')}` : '');
  return waiting.length
    ? `${summary}; waiting for public randomness: ${waiting.join(', ')}`
    : summary;
}

export type StaffDrawOutcome =
  { state: 'drawn'; winners: number } | { state: 'closed'; round: number; round_at: string };

/**
 * Staff's "Draw now". A v1 draw draws at once. A v2 one still open closes now (when its feature
 * allows: its round re-fixed 30 s ahead, so the list freezes before anyone can know that beacon)
 * and is drawn by the job when the round is out; a closed one draws as soon as its beacon is
 * verified, or — after the configured wait, when asked — without public randomness.
 */
export async function staffDraw(
  s: DrawSubject,
  db: Kysely<Database>,
  id: number,
  chain: DrawChain,
  now: Date,
  actorId: number,
  withoutBeacon = false,
): Promise<StaffDrawOutcome> {
  const found = await s.find(db, id);
  if (!found) throw notFound(`${s.noun[0]!.toUpperCase()}${s.noun.slice(1)} not found`);
  if (found.drawnAt != null) throw new HttpError(409, `This ${s.noun} is drawn already.`);
  const nowIso = now.toISOString();
  const v2 = await findDraw(db, s.kind, id);
  if (v2 && found.closesAt > nowIso) {
    await s.closeNow(db, id, nowIso);
    await fixDrawRound(db, s.kind, id, nowIso, chain, now);
    // Freezes the list now, before the round is out.
    const fixed = await readiness(s, db, id, found.seed, chain, now);
    if (fixed.state === 'waiting')
      return { state: 'closed', round: fixed.round, round_at: fixed.round_at };
  }
  const ready = await readiness(s, db, id, found.seed, chain, now, withoutBeacon);
  if (ready.state === 'waiting')
    throw new HttpError(
      409,
      `Waiting for public randomness: drand round ${ready.round} (due ${ready.round_at}).`,
    );
  const result = await s.draw(db, id, now, actorId, v2Key(ready));
  if (!result) throw new HttpError(409, `This ${s.noun} is drawn already.`);
  return { state: 'drawn', winners: result.winners };
}

/** What staff read after "Draw now". */
export function staffDrawMessage(r: StaffDrawOutcome): string {
  if (r.state === 'closed')
    return `Entries closed. Drawn from drand round ${r.round} once it is out (${r.round_at}).`;
  const n = r.winners;
  return n ? `Drawn: ${n} ${n === 1 ? 'winner' : 'winners'}.` : 'Drawn: nobody entered.';
}

/**
 * Staff disqualify the winner of a place. v1: drawn again at once (the seed's sequence goes on).
 * v2: the next drand round after this moment is fixed for that place, and the job draws it when
 * the round is out — so no sequence of disqualifications can walk to a chosen member. A moderator
 * who entered may not disqualify (it would raise their own chance); an admin — the site's owner
 * role — may.
 */
export async function staffRedraw(
  s: DrawSubject,
  db: Kysely<Database>,
  id: number,
  position: number,
  reason: string,
  actor: Actor,
  chain: DrawChain,
  now: Date,
): Promise<{ position: number; userId: number | null; round: number | null }> {
  const actorId = actor.id;
  if (await s.hasEntered(db, id, actorId))
    assertAdmin(actor, {
      area: 'engagement',
      action: `${s.kind}.redraw`,
      entity: s.kind,
      entityId: id,
      message: `You entered this ${s.noun}: a moderator may not disqualify its winners. Ask an admin.`,
    });
  const v2 = await findDraw(db, s.kind, id);
  const r = await s.disqualify(db, id, position, reason, actorId, now, v2 != null);
  if (!v2) return { ...r, round: null };
  await fixRedrawRounds(db, s.kind, id, await s.listDisqualifications(db, id), chain, now);
  const fixed = (await listRedraws(db, s.kind, id)).at(-1)!;
  await auditDraw(db, s.kind, id, 'redraw', actorId, now, {
    after: { position, reason, drand_round: Number(fixed.round) },
  });
  return { ...r, round: Number(fixed.round) };
}

/** Draws the v2 redraws of `s` whose rounds are out, oldest first. Answers how many places. */
export async function fillRedraws(
  s: DrawSubject,
  db: Kysely<Database>,
  chain: DrawChain,
  now: Date,
): Promise<number> {
  const pending = await db
    .selectFrom('engagement_redraws')
    .select('ref_id')
    .distinct()
    .where('kind', '=', s.kind)
    .where('drawn_at', 'is', null)
    .execute();
  let filled = 0;
  for (const { ref_id } of pending) {
    const id = Number(ref_id);
    for (;;) {
      const next = await nextRedraw(db, s.kind, id, chain, now);
      if (next.state !== 'ready') break;
      const done = await withTransaction(db, async (trx) => {
        const claimed = await trx
          .updateTable('engagement_redraws')
          .set({ drawn_at: now.toISOString() })
          .where('id', '=', next.id)
          .where('drawn_at', 'is', null)
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) === 0) return false;
        const found = (await s.find(trx, id))!;
        const list = await s.frozenList(trx, id);
        if (list.hash !== next.draw.list_hash)
          throw new HttpError(409, 'The entry list changed since it was frozen.');
        const first = Number(next.draw.without_beacon) === 1 ? 'none' : next.draw.randomness!;
        const dqs = await Promise.all(
          next.disqualifications.map(async (d) => ({
            ...d,
            position: await s.placeOf(trx, id, d.position),
          })),
        );
        const { winners } = await replayDrawV2(
          found.seed!,
          list.hash,
          first,
          list.list,
          list.places,
          dqs,
        );
        const pick = winners[dqs.at(-1)!.position - 1];
        if (pick) await s.seat(trx, id, next.position, pick, now);
        return true;
      });
      if (!done) break;
      filled += 1;
    }
  }
  return filled;
}

/** What staff read after a disqualification. */
export function staffRedrawMessage(
  r: { position: number; userId: number | null; round: number | null },
  detail = '',
) {
  return r.round != null
    ? `Place ${r.position} disqualified; drawn again from drand round ${r.round} once it is out.`
    : redrawnMessage(r, detail);
}
