// Wager raffle draws over the frozen ticket ranges: lobby-draw-v1, and v2 through the draw flow
// (draws/flow.ts, the README's "Verifiable draws").
import type { Kysely } from 'kysely';
import { raffleListText, rangesDrawList, replayDraw, sha256Hex } from '@lobby/contract-engagement';
import type { DrawPick } from '@lobby/contract-engagement';
import { audit } from '../../../core/audit/audit';
import { withTransaction } from '../../../core/db';
import type { Database, Db } from '../../../core/db';
import { HttpError, notFound, unprocessable } from '../../../core/http/errors';
import { newDrawSeed } from '../draws/commitment';
import type { DrawSubject } from '../draws/flow';
import { awardPrize } from '../shared/prizes';
import { findWagerRafflePrizeId } from './repository';
import type { WagerRafflePrizeRow, WagerRaffleRow } from './tables';
import { recomputeRaffleTickets } from './tickets';

export const RAFFLE_NOT_FOUND = 'Wager raffle not found';

/** The frozen ticket ranges in ticket order, their published text and its sha256. */
export async function frozenRaffleList(db: Db, raffleId: number) {
  const rows = await db
    .selectFrom('wager_raffle_participants')
    .select(['user_id', 'first_ticket', 'ticket_count'])
    .where('raffle_id', '=', raffleId)
    .where('ticket_count', '>', 0)
    .orderBy('first_ticket')
    .execute();
  const ranges = rows.map((r) => ({
    user_id: Number(r.user_id),
    first_ticket: Number(r.first_ticket),
    ticket_count: Number(r.ticket_count),
  }));
  const text = raffleListText(ranges);
  return { ranges, text, hash: await sha256Hex(text) };
}

async function listPrizes(db: Db, raffleId: number) {
  return db
    .selectFrom('wager_raffle_prizes')
    .selectAll()
    .where('raffle_id', '=', raffleId)
    .orderBy('position')
    .execute();
}

async function pay(
  trx: Db,
  r: WagerRaffleRow,
  prize: WagerRafflePrizeRow,
  userId: number,
  at: Date,
) {
  await awardPrize(trx, {
    userId,
    prizeType: prize.prize_type,
    value: Number(prize.prize_value),
    description: prize.description,
    what: `place ${prize.position} of ${r.name}`,
    url: `/affiliate/wager-raffle/${r.id}`,
    refType: 'wager_raffle',
    refId: r.id,
    at,
  });
}

/** Gives a prize to the member `pick` drew (their ticket is the pick's) and pays it. */
async function seatPrize(
  trx: Db,
  r: WagerRaffleRow,
  prize: WagerRafflePrizeRow,
  pick: DrawPick,
  now: Date,
) {
  await trx
    .updateTable('wager_raffle_prizes')
    .set({ winner_user_id: pick.user_id, winning_ticket_number: pick.index + 1 })
    .where('id', '=', prize.id)
    .execute();
  await pay(trx, r, prize, pick.user_id, now);
}

/**
 * Draws a wager raffle once, after its end: freezes the tickets (a last recompute), claims the
 * raffle with a conditional update (so two schedulers and a staff click draw it once), hashes the
 * frozen ranges, picks one winner per prize position (one prize per member), pays and tells the
 * winners and reveals the seed. Answers null when it was drawn already.
 */
export async function drawWagerRaffle(
  db: Kysely<Database>,
  raffleId: number,
  now: Date,
  actorId: number | null = null,
  /** lobby-draw-v2: the key to pick with and the list hash it was made from (draws/service.ts). */
  v2?: { key: string; listHash: string },
): Promise<{
  raffleId: number;
  winners: { position: number; userId: number; ticket: number }[];
} | null> {
  const nowIso = now.toISOString();
  const found = await db
    .selectFrom('wager_raffles')
    .select(['id', 'end_date', 'frozen_at', 'drawn_at'])
    .where('id', '=', raffleId)
    .executeTakeFirst();
  if (!found) throw notFound(RAFFLE_NOT_FOUND);
  if (found.drawn_at != null) return null;
  if (found.end_date > nowIso) throw unprocessable('This raffle has not ended yet.');
  if (found.frozen_at == null) await recomputeRaffleTickets(db, raffleId, now);
  return withTransaction(db, async (trx) => {
    const claimed = await trx
      .updateTable('wager_raffles')
      .set({ drawn_at: nowIso, is_active: 0 })
      .where('id', '=', raffleId)
      .where('drawn_at', 'is', null)
      .where('frozen_at', 'is not', null)
      .returningAll()
      .executeTakeFirst();
    if (!claimed) return null;
    let r: WagerRaffleRow = claimed;
    if (!r.draw_seed) {
      const fresh = newDrawSeed();
      r = { ...r, draw_seed: fresh.seed, commitment: fresh.commitment };
    }
    const list = await frozenRaffleList(trx, raffleId);
    if (v2 && v2.listHash !== list.hash)
      throw new HttpError(409, 'The ticket list changed since it was frozen; it cannot be drawn.');
    const prizes = await listPrizes(trx, raffleId);
    const { winners } = await replayDraw(
      v2?.key ?? r.draw_seed!,
      rangesDrawList(list.ranges),
      prizes.length,
    );
    await trx
      .updateTable('wager_raffles')
      .set({ draw_seed: r.draw_seed, commitment: r.commitment, list_hash: list.hash })
      .where('id', '=', raffleId)
      .execute();
    const out: { position: number; userId: number; ticket: number }[] = [];
    for (const [i, pick] of winners.entries()) {
      const prize = prizes[i]!;
      if (!pick) continue;
      await seatPrize(trx, r, prize, pick, now);
      out.push({ position: prize.position, userId: pick.user_id, ticket: pick.index + 1 });
    }
    if (actorId != null)
      await audit(trx, {
        actorId,
        area: 'engagement',
        action: 'wager_raffle.draw',
        entity: 'wager_raffle',
        entityId: raffleId,
        after: { list_hash: list.hash, winners: out },
        at: now,
      });
    return { raffleId, winners: out };
  });
}

/**
 * Disqualifies the winner of a prize and draws it again from the same seed and frozen ranges
 * (the next k, skipping every member who won or was disqualified); the disqualification stays
 * public so the first draw stays visible.
 */
export async function redrawWagerRafflePrize(
  db: Kysely<Database>,
  raffleId: number,
  prizeId: number,
  reason: string,
  actorId: number,
  now: Date,
  /** lobby-draw-v2: the place is drawn later, from a round fixed now (draws/flow.ts). */
  pickLater = false,
): Promise<{ position: number; userId: number | null; ticket: number | null }> {
  const nowIso = now.toISOString();
  return withTransaction(db, async (trx) => {
    const r = await trx
      .updateTable('wager_raffles')
      .set((eb) => ({ drawn_at: eb.ref('drawn_at') }))
      .where('id', '=', raffleId)
      .returningAll()
      .executeTakeFirst();
    if (!r) throw notFound(RAFFLE_NOT_FOUND);
    if (r.drawn_at == null || !r.draw_seed) throw unprocessable('This raffle is not drawn yet.');
    const prizes = await listPrizes(trx, raffleId);
    const prize = prizes.find((p) => p.id === prizeId);
    if (!prize) throw notFound('Prize not found');
    if (prize.winner_user_id == null)
      throw unprocessable(`Place ${prize.position} has no winner to disqualify.`);
    const list = await frozenRaffleList(trx, raffleId);
    if (r.list_hash && list.hash !== r.list_hash)
      throw new HttpError(409, 'The ticket list changed since the draw; it cannot be redrawn.');
    await trx
      .insertInto('wager_raffle_disqualifications')
      .values({
        raffle_id: raffleId,
        prize_id: prize.id,
        position: prize.position,
        user_id: prize.winner_user_id,
        winning_ticket_number: prize.winning_ticket_number,
        reason,
        actor_id: actorId,
        created_at: nowIso,
      })
      .execute();
    if (pickLater) {
      await trx
        .updateTable('wager_raffle_prizes')
        .set({ winner_user_id: null, winning_ticket_number: null })
        .where('id', '=', prize.id)
        .execute();
      return { position: prize.position, userId: null, ticket: null };
    }
    const dqs = await trx
      .selectFrom('wager_raffle_disqualifications')
      .select(['position'])
      .where('raffle_id', '=', raffleId)
      .orderBy('id')
      .execute();
    // Draw places are the prizes in position order: place i is prizes[i - 1].
    const place = prizes.findIndex((p) => p.id === prize.id) + 1;
    const placeOf = new Map(prizes.map((p, i) => [p.position, i + 1]));
    const { winners } = await replayDraw(
      r.draw_seed,
      rangesDrawList(list.ranges),
      prizes.length,
      dqs.map((d) => ({ position: placeOf.get(d.position) ?? d.position })),
    );
    const pick = winners[place - 1] ?? null;
    await trx
      .updateTable('wager_raffle_prizes')
      .set({
        winner_user_id: pick?.user_id ?? null,
        winning_ticket_number: pick ? pick.index + 1 : null,
      })
      .where('id', '=', prize.id)
      .execute();
    if (pick) await pay(trx, r, prize, pick.user_id, now);
    await audit(trx, {
      actorId,
      area: 'engagement',
      action: 'wager_raffle.redraw',
      entity: 'wager_raffle',
      entityId: raffleId,
      before: { prize_id: prize.id, user_id: prize.winner_user_id },
      after: { prize_id: prize.id, user_id: pick?.user_id ?? null, reason },
      at: now,
    });
    return {
      position: prize.position,
      userId: pick?.user_id ?? null,
      ticket: pick ? pick.index + 1 : null,
    };
  });
}

/** The draw place of a prize position: place i is the i-th prize in position order. */
async function placeOfPosition(db: Db, raffleId: number, position: number) {
  const prizes = await listPrizes(db, raffleId);
  return prizes.findIndex((p) => p.position === position) + 1;
}

/** Seats and pays a redrawn winner of prize `position` (lobby-draw-v2 redraws). */
async function seatWinner(trx: Db, raffleId: number, position: number, pick: DrawPick, now: Date) {
  const r = (await trx
    .selectFrom('wager_raffles')
    .selectAll()
    .where('id', '=', raffleId)
    .executeTakeFirst())!;
  const prize = (await listPrizes(trx, raffleId)).find((p) => p.position === position)!;
  await seatPrize(trx, r, prize, pick, now);
}

/** Wager raffles on the draw flow (draws/flow.ts): the job draws the auto-draw ones. */
export const wagerRaffleDraws: DrawSubject = {
  kind: 'wager_raffle',
  noun: 'wager raffle',
  async listClosed(db, nowIso) {
    const rows = await db
      .selectFrom('wager_raffles')
      .select(['id', 'auto_draw'])
      .where('drawn_at', 'is', null)
      .where('end_date', '<=', nowIso)
      .orderBy('end_date')
      .execute();
    return rows.map((r) => ({ id: Number(r.id), auto: Number(r.auto_draw) === 1 }));
  },
  async find(db, id) {
    const r = await db
      .selectFrom('wager_raffles')
      .select(['draw_seed', 'drawn_at', 'end_date'])
      .where('id', '=', id)
      .executeTakeFirst();
    return r && { seed: r.draw_seed, drawnAt: r.drawn_at, closesAt: r.end_date };
  },
  freeze: (db, id, now) => recomputeRaffleTickets(db, id, now),
  async frozenList(db, id) {
    const [list, prizes] = await Promise.all([frozenRaffleList(db, id), listPrizes(db, id)]);
    return { hash: list.hash, list: rangesDrawList(list.ranges), places: prizes.length };
  },
  closeNow() {
    // The window decides the tickets: a raffle is drawn after its end, never before.
    return Promise.reject(unprocessable('This raffle has not ended yet.'));
  },
  draw: async (db, id, now, actorId, v2) => {
    const r = await drawWagerRaffle(db, id, now, actorId, v2);
    return r && { winners: r.winners.length };
  },
  async disqualify(db, id, position, reason, actorId, now, pickLater) {
    const prizeId = await findWagerRafflePrizeId(db, id, position);
    if (prizeId == null) throw notFound(`This raffle has no place ${position}.`);
    return redrawWagerRafflePrize(db, id, prizeId, reason, actorId, now, pickLater);
  },
  async hasEntered(db, id, userId) {
    const row = await db
      .selectFrom('wager_raffle_participants')
      .select('user_id')
      .where('raffle_id', '=', id)
      .where('user_id', '=', userId)
      .where('ticket_count', '>', 0)
      .executeTakeFirst();
    return row != null;
  },
  listDisqualifications: (db, id) =>
    db
      .selectFrom('wager_raffle_disqualifications')
      .select('position')
      .where('raffle_id', '=', id)
      .orderBy('id')
      .execute(),
  placeOf: placeOfPosition,
  seat: seatWinner,
};

/** The job's work: draws every auto-draw raffle whose end has passed. */
export async function drawDueWagerRaffles(db: Kysely<Database>, now: Date): Promise<string> {
  const due = await db
    .selectFrom('wager_raffles')
    .select('id')
    .where('auto_draw', '=', 1)
    .where('drawn_at', 'is', null)
    .where('end_date', '<=', now.toISOString())
    .execute();
  let n = 0;
  for (const r of due) if (await drawWagerRaffle(db, Number(r.id), now)) n += 1;
  return `drew ${n} wager raffle${n === 1 ? '' : 's'}`;
}

/** The published frozen ranges of a drawn raffle (404 before the draw). */
export async function getRaffleDrawListText(db: Db, raffleId: number): Promise<string> {
  const r = await db
    .selectFrom('wager_raffles')
    .select(['id', 'drawn_at'])
    .where('id', '=', raffleId)
    .executeTakeFirst();
  if (!r) throw notFound(RAFFLE_NOT_FOUND);
  if (r.drawn_at == null) throw notFound('The ticket list is published at the draw.');
  return (await frozenRaffleList(db, raffleId)).text;
}
