import type { Db } from '../../../core/db';

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

/** Processed VIP cash claims (cents). */
export async function sumVipCashPaid(db: Db): Promise<number> {
  const r = await db
    .selectFrom('vip_claims')
    .where('reward_type', '=', 'cash')
    .where('processed', '=', 1)
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('reward_amount'), eb.lit(0)).as('total'))
    .executeTakeFirst();
  return Number(r?.total ?? 0);
}
