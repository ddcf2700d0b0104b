import type { Db } from '../../../core/db';

/** Wager-raffle prizes the member won (drawn raffles only: the draw time is the event time). */
export async function listWagerRaffleWins(db: Db, userId: number, limit: number) {
  return db
    .selectFrom('wager_raffle_prizes as p')
    .innerJoin('wager_raffles as r', 'r.id', 'p.raffle_id')
    .select([
      'p.id',
      'p.position',
      'p.prize_type',
      'p.prize_value',
      'p.description',
      'r.name',
      'r.drawn_at',
    ])
    .where('p.winner_user_id', '=', userId)
    .where('r.drawn_at', 'is not', null)
    .orderBy('r.drawn_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(limit)
    .execute();
}

/** Cash prizes of wager raffles that have a winner (cents). */
export async function sumWagerRaffleCashPaid(db: Db): Promise<number> {
  const r = await db
    .selectFrom('wager_raffle_prizes')
    .where('prize_type', '=', 'cash')
    .where('winner_user_id', 'is not', null)
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('prize_value'), eb.lit(0)).as('total'))
    .executeTakeFirst();
  return Number(r?.total ?? 0);
}

/** The id of a raffle's prize at a place (1st = 1), or null. */
export async function findWagerRafflePrizeId(db: Db, raffleId: number, position: number) {
  const row = await db
    .selectFrom('wager_raffle_prizes')
    .select('id')
    .where('raffle_id', '=', raffleId)
    .where('position', '=', position)
    .executeTakeFirst();
  return row?.id ?? null;
}
