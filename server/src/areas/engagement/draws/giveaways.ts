// Giveaways on the draw core: their list hash, their winners from a key, their close.
import type { Kysely } from 'kysely';
import type { Database } from '../../../core/db';
import { HttpError, notFound } from '../../../core/http/errors';
import { drawGiveaway, frozenGiveawayList } from '../giveaways/draw';
import { findGiveaway, listDueGiveawayIds } from '../giveaways/repository';
import { findDraw, fixDrawRound, prepareDraw } from './service';
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
  const summary = `drew ${drawn} giveaway${drawn === 1 ? '' : 's'}`;
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
