import type { Db } from '../../../core/db';

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
