// Giveaways on the draw core: their list hash, their winners from a key, their close.
import type { Kysely } from 'kysely';
import { replayDrawV2 } from '@lobby/contract-engagement';
import { audit } from '../../../core/audit/audit';
import { withTransaction } from '../../../core/db';
import type { Database } from '../../../core/db';
import { HttpError, notFound } from '../../../core/http/errors';
import { award, drawGiveaway, frozenGiveawayList, redrawGiveaway } from '../giveaways/draw';
import { findGiveaway, listDisqualifications, listDueGiveawayIds } from '../giveaways/repository';
import {
  findDraw,
  fixDrawRound,
  fixRedrawRounds,
  listRedraws,
  nextRedraw,
  prepareDraw,
} from './service';
import type { DrawChain, DrawReadiness } from './service';

const readiness = async (
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
        'giveaway',
        id,
        seed,
        async () => (await frozenGiveawayList(db, id)).hash,
        chain,
        now,
        withoutBeacon,
      )
    : { state: 'v1' };

const v2Key = (r: DrawReadiness) => (r.state === 'ready' ? r : undefined);

/**
 * The job's work: draws every giveaway whose entries have closed — a v1 one at once, a v2 one
 * once its round's beacon is out and verified (it waits, and says so, while drand cannot be
 * reached). Answers a one-line summary.
 */
export async function drawDueGiveawaysWithBeacon(
  db: Kysely<Database>,
  chain: DrawChain,
  now: Date,
): Promise<string> {
  let drawn = 0;
  const waiting: string[] = [];
  for (const id of await listDueGiveawayIds(db, now.toISOString())) {
    const g = await findGiveaway(db, id);
    if (!g) continue;
    const ready = await readiness(db, id, g.draw_seed, chain, now);
    if (ready.state === 'waiting') {
      waiting.push(`#${id} round ${ready.round}${ready.error ? ` (${ready.error})` : ''}`);
      continue;
    }
    if (await drawGiveaway(db, id, now, null, v2Key(ready))) drawn += 1;
  }
  const redrawn = await fillGiveawayRedraws(db, chain, now);
  const summary =
    `drew ${drawn} giveaway${drawn === 1 ? '' : 's'}` +
    (redrawn ? `, redrew ${redrawn} place${redrawn === 1 ? '' : 's'}` : '');
  return waiting.length
    ? `${summary}; waiting for public randomness: ${waiting.join(', ')}`
    : summary;
}

export type StaffDrawOutcome =
  { state: 'drawn'; winners: number } | { state: 'closed'; round: number; round_at: string };

/**
 * Staff's "Draw now". A v1 giveaway draws at once. A v2 one still open closes now (its round
 * re-fixed 30 s ahead: the list freezes before anyone can know that beacon) and is drawn by the
 * job when the round is out; a closed one draws as soon as its beacon is verified, or — after
 * the configured wait, when asked — without public randomness.
 */
export async function staffDrawGiveaway(
  db: Kysely<Database>,
  id: number,
  chain: DrawChain,
  now: Date,
  actorId: number,
  withoutBeacon = false,
): Promise<StaffDrawOutcome> {
  const g = await findGiveaway(db, id);
  if (!g) throw notFound('Giveaway not found');
  if (g.drawn_at != null) throw new HttpError(409, 'This giveaway is drawn already.');
  const nowIso = now.toISOString();
  const v2 = await findDraw(db, 'giveaway', id);
  if (v2 && g.end_datetime > nowIso) {
    await db
      .updateTable('giveaways')
      .set({ end_datetime: nowIso })
      .where('id', '=', id)
      .where('drawn_at', 'is', null)
      .execute();
    await fixDrawRound(db, 'giveaway', id, nowIso, chain, now);
    // Freezes the list now, before the round is out.
    const fixed = await readiness(db, id, g.draw_seed, chain, now);
    if (fixed.state === 'waiting')
      return { state: 'closed', round: fixed.round, round_at: fixed.round_at };
  }
  const ready = await readiness(db, id, g.draw_seed, chain, now, withoutBeacon);
  if (ready.state === 'waiting')
    throw new HttpError(
      409,
      `Waiting for public randomness: drand round ${ready.round} (due ${ready.round_at}).`,
    );
  const result = await drawGiveaway(db, id, now, actorId, v2Key(ready));
  if (!result) throw new HttpError(409, 'This giveaway is drawn already.');
  return { state: 'drawn', winners: result.winners.length };
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
 * the round is out — so no sequence of disqualifications can walk to a chosen member.
 */
export async function staffRedrawGiveaway(
  db: Kysely<Database>,
  id: number,
  position: number,
  reason: string,
  actorId: number,
  chain: DrawChain,
  now: Date,
): Promise<{ position: number; userId: number | null; round: number | null }> {
  const v2 = await findDraw(db, 'giveaway', id);
  const r = await redrawGiveaway(db, id, position, reason, actorId, now, v2 != null);
  if (!v2) return { ...r, round: null };
  await fixRedrawRounds(db, 'giveaway', id, await listDisqualifications(db, id), chain, now);
  const fixed = (await listRedraws(db, 'giveaway', id)).at(-1)!;
  await audit(db, {
    actorId,
    area: 'engagement',
    action: 'giveaway.redraw',
    entity: 'giveaway',
    entityId: id,
    after: { position, reason, drand_round: Number(fixed.round) },
    at: now,
  });
  return { ...r, round: Number(fixed.round) };
}

/** Draws the v2 redraws whose rounds are out, oldest first. Answers how many places it drew. */
export async function fillGiveawayRedraws(
  db: Kysely<Database>,
  chain: DrawChain,
  now: Date,
): Promise<number> {
  const pending = await db
    .selectFrom('engagement_redraws')
    .select('ref_id')
    .distinct()
    .where('kind', '=', 'giveaway')
    .where('drawn_at', 'is', null)
    .execute();
  let filled = 0;
  for (const { ref_id } of pending) {
    const id = Number(ref_id);
    for (;;) {
      const next = await nextRedraw(db, 'giveaway', id, chain, now);
      if (next.state !== 'ready') break;
      const done = await withTransaction(db, async (trx) => {
        const claimed = await trx
          .updateTable('engagement_redraws')
          .set({ drawn_at: now.toISOString() })
          .where('id', '=', next.id)
          .where('drawn_at', 'is', null)
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) === 0) return false;
        const g = (await findGiveaway(trx, id))!;
        const list = await frozenGiveawayList(trx, id);
        if (list.hash !== next.draw.list_hash)
          throw new HttpError(409, 'The entry list changed since it was frozen.');
        const first = Number(next.draw.without_beacon) === 1 ? 'none' : next.draw.randomness!;
        const { winners } = await replayDrawV2(
          g.draw_seed!,
          list.hash,
          first,
          list.list,
          g.number_of_winners,
          next.disqualifications,
        );
        const pick = winners[next.position - 1];
        if (pick) {
          await trx
            .insertInto('giveaway_winners')
            .values({
              giveaway_id: id,
              user_id: pick.user_id,
              entry_id: list.list.row(pick.index).entry_id,
              position: next.position,
              created_at: now.toISOString(),
            })
            .execute();
          await award(trx, g, pick.user_id, now);
        }
        return true;
      });
      if (!done) break;
      filled += 1;
    }
  }
  return filled;
}

/** What staff read after a disqualification. */
export function staffRedrawMessage(r: {
  position: number;
  userId: number | null;
  round: number | null;
}) {
  if (r.round != null)
    return `Place ${r.position} disqualified; drawn again from drand round ${r.round} once it is out.`;
  return r.userId == null
    ? `Place ${r.position} disqualified; nobody was left to draw.`
    : `Place ${r.position} disqualified and drawn again.`;
}
