import type { ActivitySource } from '../../../core/activity/sources';
import { listRedemptions } from './repository';

/** Store redemptions, in the member's recent activity. */
export const storeActivity: ActivitySource = async (db, userId, limit) =>
  (await listRedemptions(db, { userId, limit })).map((r) => ({
    id: `redemption-${r.id}`,
    type: 'redemption',
    title: `Redeemed ${r.item_name}`,
    description: r.item_description,
    points: -Number(r.cost),
    xp: 0,
    amountCents: null,
    occurred_at: r.created_at,
  }));
