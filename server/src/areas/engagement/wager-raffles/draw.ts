// Wager raffle draws over the frozen ticket ranges: lobby-draw-v1, and v2 through the draw flow
// (draws/flow.ts, the README's "Verifiable draws").
import type { Kysely } from 'kysely';
import { raffleListText, rangesDrawList, sha256Hex } from '@lobby/contract-engagement';
import type { DrawPick } from '@lobby/contract-engagement';
import type { Database, Db } from '../../../core/db';
import { notFound, unprocessable } from '../../../core/http/errors';
import { drawOnce, redrawOf } from '../draws/draw';
import type { DrawTables, PlaceWinner } from '../draws/draw';
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

/** The prize positions disqualified, oldest first. */
const listRaffleDisqualifications = (db: Db, raffleId: number) =>
  db
    .selectFrom('wager_raffle_disqualifications')
    .select('position')
    .where('raffle_id', '=', raffleId)
    .orderBy('id')
    .execute();

type RaffleWinner = PlaceWinner & { prize: WagerRafflePrizeRow };
type Seat = { position: number; userId: number; ticket: number };

/** Wager raffles under the draw core's drawOnce and redrawOf: draw place i is prizes[i - 1]. */
const wagerRaffleTables: DrawTables<
  WagerRaffleRow,
  RaffleWinner,
  Seat,
  { position: number; userId: number | null; ticket: number | null }
> = {
  kind: 'wager_raffle',
  table: 'wager_raffles',
  noun: 'raffle',
  notFound: RAFFLE_NOT_FOUND,
  line: 'ticket',
  openFlag: 'is_active',
  frozenApart: true,
  async frozen(trx, r, now) {
    const list = await frozenRaffleList(trx, r.id);
    const prizes = await listPrizes(trx, r.id);
    return {
      hash: list.hash,
      list: rangesDrawList(list.ranges),
      places: prizes.length,
      async seat(place, pick) {
        const prize = prizes[place - 1]!;
        await seatPrize(trx, r, prize, pick, now);
        return { position: prize.position, userId: pick.user_id, ticket: pick.index + 1 };
      },
    };
  },
  async winnerOf(trx, r, prizeId) {
    const prizes = await listPrizes(trx, r.id);
    const place = prizes.findIndex((p) => p.id === prizeId) + 1;
    const prize = prizes[place - 1];
    if (!prize) throw notFound('Prize not found');
    if (prize.winner_user_id == null)
      throw unprocessable(`Place ${prize.position} has no winner to disqualify.`);
    return {
      place,
      position: prize.position,
      userId: prize.winner_user_id,
      ref: { prize_id: prize.id },
      prize,
    };
  },
  async disqualify(trx, r, w, reason, actorId, nowIso) {
    await trx
      .insertInto('wager_raffle_disqualifications')
      .values({
        raffle_id: r.id,
        prize_id: w.prize.id,
        position: w.position,
        user_id: w.userId,
        winning_ticket_number: w.prize.winning_ticket_number,
        reason,
        actor_id: actorId,
        created_at: nowIso,
      })
      .execute();
    await trx
      .updateTable('wager_raffle_prizes')
      .set({ winner_user_id: null, winning_ticket_number: null })
      .where('id', '=', w.prize.id)
      .execute();
  },
  async disqualifiedPlaces(trx, r) {
    const placeOf = new Map((await listPrizes(trx, r.id)).map((p, i) => [p.position, i + 1]));
    return (await listRaffleDisqualifications(trx, r.id)).map((d) => ({
      position: placeOf.get(d.position) ?? d.position,
    }));
  },
  redrawn: (w, pick) => ({
    position: w.position,
    userId: pick?.user_id ?? null,
    ticket: pick ? pick.index + 1 : null,
  }),
};

/**
 * Draws a wager raffle once, after its end: freezes the tickets (a last recompute), then the draw
 * core's drawOnce over the frozen ranges, one winner per prize position (one prize per member).
 * Answers null when it was drawn already.
 */
export async function drawWagerRaffle(
  db: Kysely<Database>,
  raffleId: number,
  now: Date,
  actorId: number | null = null,
  /** lobby-draw-v2: the key to pick with and the list hash it was made from (draws/service.ts). */
  v2?: { key: string; listHash: string },
): Promise<{ raffleId: number; winners: Seat[] } | null> {
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
  const winners = await drawOnce(db, wagerRaffleTables, raffleId, now, actorId, v2);
  return winners && { raffleId, winners };
}

/** Disqualifies the winner of a prize (by its id) and draws it again (the draw core's redraw). */
export const redrawWagerRafflePrize = redrawOf(wagerRaffleTables);

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
  listDisqualifications: listRaffleDisqualifications,
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
