import type { Db } from '../../../core/db';

/** Giveaways the member won, newest first. */
export async function listGiveawayWins(db: Db, userId: number, limit: number) {
  return db
    .selectFrom('giveaway_winners as w')
    .innerJoin('giveaways as g', 'g.id', 'w.giveaway_id')
    .select([
      'w.id',
      'w.created_at',
      'g.title',
      'g.prize_type',
      'g.prize_value',
      'g.prize_description',
    ])
    .where('w.user_id', '=', userId)
    .orderBy('w.created_at', 'desc')
    .orderBy('w.id', 'desc')
    .limit(limit)
    .execute();
}

/** Cash paid to giveaway winners (cents): prize_value per winner of drawn cash giveaways. */
export async function sumGiveawayCashPaid(db: Db): Promise<number> {
  const r = await db
    .selectFrom('giveaway_winners as w')
    .innerJoin('giveaways as g', 'g.id', 'w.giveaway_id')
    .where('g.prize_type', '=', 'cash')
    .where('g.drawn_at', 'is not', null)
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('g.prize_value'), eb.lit(0)).as('total'))
    .executeTakeFirst();
  return Number(r?.total ?? 0);
}
