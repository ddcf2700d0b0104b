// The store's rules the page applies itself (sorts, why an item cannot be redeemed, what a
// redemption leaves): plain values, apart from store.ts so a page that needs them loads no zod.
export const STORE_SORTS = ['price_asc', 'price_desc', 'popular', 'newest'] as const;
export type StoreSort = (typeof STORE_SORTS)[number];

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

// The site's one number format (shared-ui's formatNumber): whole, grouped — 'Need 6,000 more points'.
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Why the redeem button is disabled, in the spec's priority order; null when redeemable. */
export function redeemBlocker(
  item: {
    cost: number;
    quantity: number;
    max_purchases_per_user: number | null;
    user_purchases: number;
  },
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
