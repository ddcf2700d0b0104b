import type { Db } from '../../../core/db';

/** A VIP tier of a platform (cash reward of $25 at $50,000 wagered unless given). */
export async function createVipTier(
  db: Db,
  v: {
    platformId: number;
    name?: string;
    rewardType?: 'points' | 'cash';
    /** Cents for cash, points for points. */
    rewardAmount?: number;
    /** Cents. */
    minWagered?: number;
  },
): Promise<number> {
  const r = await db
    .insertInto('vip_tiers')
    .values({
      platform_id: v.platformId,
      name: v.name ?? 'Silver',
      description: '',
      min_wagered: v.minWagered ?? 50_000_00,
      reward_type: v.rewardType ?? 'cash',
      reward_amount: v.rewardAmount ?? 25_00,
      sort_order: 0,
      active: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(r.id);
}

/** A member's claim of a tier's reward, processed or not. */
export async function createVipClaim(
  db: Db,
  v: { userId: number; tierId: number; processed: boolean; amount?: number },
): Promise<void> {
  const tier = await db
    .selectFrom('vip_tiers')
    .select(['reward_type', 'reward_amount'])
    .where('id', '=', v.tierId)
    .executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  await db
    .insertInto('vip_claims')
    .values({
      user_id: v.userId,
      tier_id: v.tierId,
      reward_type: tier.reward_type,
      reward_amount: v.amount ?? Number(tier.reward_amount),
      wagered_amount_at_claim: 100_000_00,
      processed: v.processed ? 1 : 0,
      processed_at: v.processed ? now : null,
      created_at: now,
    })
    .execute();
}
