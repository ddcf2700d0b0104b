// Wager raffle draws (lobby-draw-v1 over the frozen ticket ranges; see the README).
import type { Kysely } from 'kysely';
import { raffleListText, rangesDrawList, replayDraw, sha256Hex } from '@lobby/contract-engagement';
import { audit } from '../../../core/audit/audit';
import { withTransaction } from '../../../core/db';
import type { Database, Db } from '../../../core/db';
import { HttpError, notFound, unprocessable } from '../../../core/http/errors';
import { newDrawSeed } from '../draw-seed';
import { awardPrize } from '../shared/prizes';
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
    const prizes = await listPrizes(trx, raffleId);
    const { winners } = await replayDraw(r.draw_seed!, rangesDrawList(list.ranges), prizes.length);
    await trx
      .updateTable('wager_raffles')
      .set({ draw_seed: r.draw_seed, commitment: r.commitment, list_hash: list.hash })
      .where('id', '=', raffleId)
      .execute();
    const out: { position: number; userId: number; ticket: number }[] = [];
    for (const [i, pick] of winners.entries()) {
      const prize = prizes[i]!;
      if (!pick) continue;
      await trx
        .updateTable('wager_raffle_prizes')
        .set({ winner_user_id: pick.user_id, winning_ticket_number: pick.index + 1 })
        .where('id', '=', prize.id)
        .execute();
      await pay(trx, r, prize, pick.user_id, now);
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
