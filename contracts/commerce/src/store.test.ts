import { redeemBlocker, storeQuerySchema } from './store';

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
