// The point store: the catalogue query, the items and redemptions (the rules the page applies
// are in store-rules.ts).
import { z } from 'zod';
import { singleLineText } from '@lobby/shared-api/contract';
import { STORE_SORTS } from './store-rules';
import type { RedemptionReward } from './store-rules';

export * from './store-rules';

/** GET /api/r/store?search=&sort= */
export const storeQuerySchema = z.object({
  search: singleLineText().trim().max(100, 'Search is too long').optional().default(''),
  sort: z
    .enum(STORE_SORTS, { message: 'Sort must be one of price_asc, price_desc, popular, newest' })
    .optional()
    .default('newest'),
});
export type StoreQuery = z.infer<typeof storeQuerySchema>;

export type StoreRole = 'member' | 'vip' | 'moderator' | 'admin';

export interface StoreItem {
  id: number;
  name: string;
  description: string;
  image: string | null;
  cost: number;
  quantity: number;
  required_role: StoreRole | null;
  max_purchases_per_user: number | null;
  /** Purchases by the current member (0 when logged out). */
  user_purchases: number;
  purchases_count: number;
  created_at: string;
}

export type RedemptionStatus = 'pending' | 'processed' | 'refunded';

export interface Redemption {
  id: number;
  item: { id: number; name: string; image: string | null; cost: number; description: string };
  is_processed: boolean;
  /** Pending until staff processes or refunds it. */
  status: RedemptionStatus;
  created_at: string;
  user: { id: number; username: string; avatar: string | null } | null;
}

/** GET /api/r/store */
export interface StoreResponse {
  success: true;
  /** null when logged out. */
  user_points: number | null;
  /** What the member's next redemption would unlock (empty when logged out). */
  redemption_rewards: RedemptionReward[];
  store_items: StoreItem[];
  /** The member's own recent redemptions (empty when logged out). */
  recent_redemptions: Redemption[];
  /** The community's latest redemptions, first 5. */
  community_purchases: Redemption[];
}

/** GET /api/r/store/redemptions */
export interface RedemptionsResponse {
  success: true;
  data: Redemption[];
}

/** POST /api/r/store/{id}/redeem */
export interface RedeemResponse {
  success: true;
  message: string;
  data: { user_points: number; item_quantity: number; redemption: Redemption };
}
