import type { ActivitySource } from '../../../core/activity/sources';
import { listClaims } from './repository';

/** VIP rewards claimed, in the member's recent activity: points credited, or the cash reward. */
export const vipActivity: ActivitySource = async (db, userId, limit) =>
  (await listClaims(db, { userId, limit })).map((c) => {
    const points = c.reward_type === 'points';
    return {
      id: `vip-claim-${c.id}`,
      type: 'other',
      title: `Claimed the ${c.tier_name} VIP reward`,
      description: c.platform_name,
      points: points ? Number(c.reward_amount) : 0,
      xp: 0,
      amountCents: points ? null : Number(c.reward_amount),
      occurred_at: c.created_at,
    };
  });
