// The point store: the catalogue query, the items, redemptions and the rules the page shows.
import { z } from 'zod';
import { singleLineText } from '@lobby/shared-api/contract';

export const STORE_SORTS = ['price_asc', 'price_desc', 'popular', 'newest'] as const;
export type StoreSort = (typeof STORE_SORTS)[number];

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

/** What a redemption may add on top of the item: an achievement it would unlock. */
export interface RedemptionReward {
  title: string;
  points: number;
  /**
   * null: the redemption itself unlocks it; else a point tier, unlocked when what the redemption
   * adds leaves the balance at or above this.
   */
  min_balance: number | null;
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

// The site's one number format (shared-ui's formatNumber): whole, grouped — 'Need 6,000 more points'.
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Why the redeem button is disabled, in the spec's priority order; null when redeemable. */
export function redeemBlocker(
  item: Pick<StoreItem, 'cost' | 'quantity' | 'max_purchases_per_user' | 'user_purchases'>,
  points: number,
): string | null {
  if (item.quantity <= 0) return 'Out of stock';
  if (item.max_purchases_per_user != null && item.user_purchases >= item.max_purchases_per_user)
    return `Purchase limit reached (${whole.format(item.max_purchases_per_user)})`;
  if (points < item.cost) return `Need ${whole.format(item.cost - points)} more points`;
  return null;
}

/**
 * The balance a redemption leaves and the achievements that add to it, in the order the server
 * awards them: the redemption's own first, then each point tier the balance then reaches (a tier
 * is only ever reached by a credit, so without the first none follows).
 */
export function redemptionOutcome(
  points: number,
  cost: number,
  rewards: readonly RedemptionReward[],
): { points: number; rewards: { title: string; points: number }[] } {
  let balance = points - cost;
  const earned: { title: string; points: number }[] = [];
  for (const r of rewards.filter((x) => x.min_balance == null)) {
    balance += r.points;
    earned.push({ title: r.title, points: r.points });
  }
  if (earned.length === 0) return { points: balance, rewards: [] };
  const tiers = rewards
    .filter((x): x is RedemptionReward & { min_balance: number } => x.min_balance != null)
    .sort((a, b) => a.min_balance - b.min_balance);
  for (const tier of tiers) {
    if (balance < tier.min_balance) break;
    balance += tier.points;
    earned.push({ title: tier.title, points: tier.points });
  }
  return { points: balance, rewards: earned };
}
