import { storeQuerySchema } from './store';
import { redeemBlocker, redemptionOutcome } from './store-rules';

describe('storeQuerySchema', () => {
  it('defaults to every item, newest first', () => {
    expect(storeQuerySchema.parse({})).toEqual({ search: '', sort: 'newest' });
    expect(storeQuerySchema.parse({ search: '  hoodie ', sort: 'popular' })).toEqual({
      search: 'hoodie',
      sort: 'popular',
    });
  });

  it('names the allowed sorts', () => {
    expect(storeQuerySchema.safeParse({ sort: 'cheapest' }).error!.issues[0]!.message).toBe(
      'Sort must be one of price_asc, price_desc, popular, newest',
    );
  });
});

describe('redeemBlocker', () => {
  const item = { cost: 500, quantity: 3, max_purchases_per_user: 2, user_purchases: 0 };

  it('is null when the member can redeem', () => {
    expect(redeemBlocker(item, 500)).toBeNull();
  });

  it('says why not, in the order stock, limit, points', () => {
    expect(redeemBlocker({ ...item, quantity: 0, user_purchases: 2 }, 0)).toBe('Out of stock');
    expect(redeemBlocker({ ...item, user_purchases: 2 }, 0)).toBe('Purchase limit reached (2)');
    expect(redeemBlocker(item, 120)).toBe('Need 380 more points');
    expect(
      redeemBlocker({ ...item, max_purchases_per_user: null, user_purchases: 9 }, 500),
    ).toBeNull();
  });

  it("writes numbers in the site's one format", () => {
    const big = { cost: 7500, quantity: 3, max_purchases_per_user: 1000, user_purchases: 1000 };
    expect(redeemBlocker({ ...big, user_purchases: 0 }, 1500)).toBe('Need 6,000 more points');
    expect(redeemBlocker(big, 0)).toBe('Purchase limit reached (1,000)');
  });
});

describe('redemptionOutcome', () => {
  const shopper = { title: 'Window Shopper', points: 50, min_balance: null };
  const bronze = { title: 'Bronze Tier', points: 50, min_balance: 1_000 };
  const silver = { title: 'Silver Tier', points: 100, min_balance: 10_000 };

  it('is the balance less the cost when nothing is unlocked', () => {
    expect(redemptionOutcome(2_000, 300, [])).toEqual({ points: 1_700, rewards: [] });
  });

  it("adds the redemption's achievement", () => {
    expect(redemptionOutcome(2_000, 300, [shopper, silver])).toEqual({
      points: 1_750,
      rewards: [{ title: 'Window Shopper', points: 50 }],
    });
  });

  it('adds each point tier the balance then reaches, lowest first', () => {
    expect(redemptionOutcome(1_200, 250, [silver, bronze, shopper])).toEqual({
      points: 1_050,
      rewards: [
        { title: 'Window Shopper', points: 50 },
        { title: 'Bronze Tier', points: 50 },
      ],
    });
  });

  it('reaches no tier without a credit to reach it with', () => {
    expect(redemptionOutcome(5_000, 300, [bronze])).toEqual({ points: 4_700, rewards: [] });
  });
});
