import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createMember } from '../../../core/users/factories';
import { buildTestApp, headersOf, testDialects } from '../../../test/app';
import type { TestApp } from '../../../test/app';
import { createRedemption, createStoreItem } from './factories';

const CATALOGUE = [
  { name: '$10 Casino Tip', cost: 1000, quantity: 25 },
  { name: '$50 Casino Tip', cost: 4500, quantity: 5, max_purchases_per_user: 1 },
  {
    name: 'Lobby Hoodie',
    description: 'Heavyweight hoodie with the Lobby logo, shipped worldwide.',
    cost: 12000,
    quantity: 0,
    max_purchases_per_user: 1,
  },
  {
    name: 'Stream Shoutout',
    description: 'Your name and a message read out live on stream.',
    cost: 500,
    quantity: 50,
    max_purchases_per_user: 3,
  },
  { name: 'Pick the Next Slot', cost: 800, quantity: 10, max_purchases_per_user: 2 },
  {
    name: 'Moderator Mystery Box',
    cost: 1500,
    quantity: 4,
    required_role: 'moderator' as const,
    max_purchases_per_user: 1,
  },
  {
    name: 'VIP Bonus Buy',
    cost: 3000,
    quantity: 3,
    required_role: 'vip' as const,
    max_purchases_per_user: 1,
  },
  { name: 'Gaming Mousepad', cost: 6000, quantity: 8, max_purchases_per_user: 2 },
  { name: 'Sticker Pack', cost: 300, quantity: 200 },
  { name: 'Signed Stream Poster', cost: 2000, quantity: 0, active: 0 as const },
];

describe.each(testDialects())('point store (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
    const ids: Record<string, number> = {};
    for (const [i, item] of CATALOGUE.entries())
      ids[item.name] = (
        await createStoreItem(t.db, { ...item, created_at: `2026-10-${10 + i}T12:00:00.000Z` })
      ).id;
    const spin = await createMember(t.db, { username: 'spinwizard', points: 4200 });
    const other = await createMember(t.db, { username: 'cascade_cat' });
    await createMember(t.db, { username: 'lucky_lou' });
    await createMember(t.db, { username: 'reelqueen' });
    await createMember(t.db, { username: 'admin', role: 'admin', points: 100_000 });
    for (const n of [
      'wildcard_will',
      'scatterbrain',
      'nova_nina',
      'multiplier_mo',
      'tumble_tess',
      'freespin_finn',
    ])
      await createMember(t.db, { username: n });
    // Seven purchases of spinwizard's and two of another member, an hour apart.
    const purchases: [number, string][] = [
      [spin.id, 'Sticker Pack'],
      [spin.id, 'Sticker Pack'],
      [other.id, '$10 Casino Tip'],
      [spin.id, 'Stream Shoutout'],
      [spin.id, '$10 Casino Tip'],
      [spin.id, 'Sticker Pack'],
      [other.id, 'Sticker Pack'],
      [spin.id, 'Gaming Mousepad'],
      [spin.id, 'Stream Shoutout'],
    ];
    for (const [i, [userId, name]] of purchases.entries())
      await createRedemption(t.db, {
        itemId: ids[name]!,
        userId,
        at: `2026-11-01T${String(10 + i).padStart(2, '0')}:00:00.000Z`,
      });
  });
  afterAll(() => t.close());

  const item = (name: string) =>
    t.db.selectFrom('store_items').selectAll().where('name', '=', name).executeTakeFirstOrThrow();
  const balance = async (id: number) =>
    Number(
      (
        await t.db
          .selectFrom('users')
          .select('points')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).points,
    );
  /** The balance apart from achievement rewards (a first redemption unlocks one). */
  const points = async (id: number) => {
    const rewards = await t.db
      .selectFrom('points_ledger')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('delta'), eb.lit(0)).as('sum'))
      .where('user_id', '=', id)
      .where('reason', '=', 'achievement')
      .executeTakeFirstOrThrow();
    return (await balance(id)) - Number(rewards.sum);
  };
  const setPoints = (id: number, value: number) =>
    t.db.updateTable('users').set({ points: value }).where('id', '=', id).execute();

  it('lists active items; searches and sorts', async () => {
    const res = (await t.app.inject('/api/r/store')).json();
    expect(res.user_points).toBeNull();
    expect(res.recent_redemptions).toEqual([]);
    // Newest first; the retired item is not listed.
    expect(res.store_items.map((i: { name: string }) => i.name)).toEqual(
      CATALOGUE.filter((i) => i.active !== 0)
        .map((i) => i.name)
        .reverse(),
    );
    expect(res.community_purchases.map((r: { item: { name: string } }) => r.item.name)).toEqual([
      'Stream Shoutout',
      'Gaming Mousepad',
      'Sticker Pack',
      'Sticker Pack',
      '$10 Casino Tip',
    ]);
    expect(res.community_purchases[2].user.username).toBe('cascade_cat');
    expect(res.store_items.some((i: { quantity: number }) => i.quantity === 0)).toBe(true);
    expect(
      res.store_items.some((i: { required_role: string | null }) => i.required_role === 'vip'),
    ).toBe(true);
    for (let i = 1; i < 5; i++)
      expect(
        res.community_purchases[i - 1].created_at >= res.community_purchases[i].created_at,
      ).toBe(true);

    const asc = (await t.app.inject('/api/r/store?sort=price_asc'))
      .json()
      .store_items.map((i: { cost: number }) => i.cost);
    expect(asc).toEqual([...asc].sort((a: number, b: number) => a - b));
    const desc = (await t.app.inject('/api/r/store?sort=price_desc'))
      .json()
      .store_items.map((i: { cost: number }) => i.cost);
    expect(desc).toEqual([...desc].sort((a: number, b: number) => b - a));
    const popular = (await t.app.inject('/api/r/store?sort=popular')).json().store_items;
    expect(
      popular
        .slice(0, 4)
        .map((i: { name: string; purchases_count: number }) => [i.name, i.purchases_count]),
    ).toEqual([
      ['Sticker Pack', 4],
      ['$10 Casino Tip', 2],
      ['Stream Shoutout', 2],
      ['Gaming Mousepad', 1],
    ]);

    const search = (await t.app.inject('/api/r/store?search=HOODIE')).json().store_items;
    expect(search.map((i: { name: string }) => i.name)).toEqual(['Lobby Hoodie']);
    const byDescription = (
      await t.app.inject(`/api/r/store?search=${encodeURIComponent('on stream')}`)
    ).json().store_items;
    expect(byDescription.map((i: { name: string }) => i.name)).toContain('Stream Shoutout');
    expect((await t.app.inject('/api/r/store?search=100%25')).json().store_items).toEqual([]);
  });

  it('compresses a search answer above 1 KB as it does the cached list', async () => {
    const url = '/api/r/store?search=a';
    const plain = await t.app.inject({ url });
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    const gz = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(String(gz.headers.vary)).toMatch(/accept-encoding/i);
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
  });

  it("shows a member's points, purchases and history", async () => {
    const s = await t.login('spinwizard');
    const res = (await t.app.inject({ url: '/api/r/store', headers: { cookie: s.cookie } })).json();
    expect(res.user_points).toBe(await points(s.userId!));
    const history = await t.app.inject({
      url: '/api/r/store/redemptions',
      headers: { cookie: s.cookie },
    });
    expect(history.statusCode).toBe(200);
    const mine = history.json().data;
    expect(mine).toHaveLength(7);
    for (const r of mine) expect(r.user.id).toBe(s.userId);
    expect(res.user_points).toBe(4200);
    expect(res.recent_redemptions).toEqual(mine.slice(0, 5));
    const purchases = res.store_items.reduce(
      (a: number, i: { user_purchases: number }) => a + i.user_purchases,
      0,
    );
    expect(purchases).toBe(mine.length);
    expect((await t.app.inject('/api/r/store/redemptions')).statusCode).toBe(401);
  });

  it('redeems in one transaction: stock, points, ledger, redemption', async () => {
    const s = await t.login('lucky_lou');
    await setPoints(s.userId!, 5000);
    const sticker = await item('Sticker Pack');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/r/store/${sticker.id}/redeem`,
      headers: headersOf(s),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Successfully redeemed Sticker Pack!',
      data: {
        user_points: await balance(s.userId!),
        item_quantity: sticker.quantity - 1,
        redemption: {
          item: { id: sticker.id, name: 'Sticker Pack', cost: 300 },
          is_processed: false,
          user: { id: s.userId },
        },
      },
    });
    expect(await points(s.userId!)).toBe(4700);
    const ledger = await t.db
      .selectFrom('points_ledger')
      .selectAll()
      .where('user_id', '=', s.userId!)
      .where('reason', '=', 'store_redemption')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(ledger).toMatchObject({
      delta: -300,
      balance_after: 4700,
      reason: 'store_redemption',
      ref_type: 'store_item',
      ref_id: sticker.id,
    });
  });

  it('refuses with the spec messages and changes nothing', async () => {
    const s = await t.login('reelqueen');
    await setPoints(s.userId!, 100_000);
    const redeem = async (name: string) => {
      const it = await item(name);
      return t.app.inject({
        method: 'POST',
        url: `/api/r/store/${it.id}/redeem`,
        headers: headersOf(s),
      });
    };
    const out = await redeem('Lobby Hoodie');
    expect(out.statusCode).toBe(422);
    expect(out.json()).toEqual({ success: false, message: 'Out of stock' });
    expect((await redeem('VIP Bonus Buy')).json().message).toBe('This item requires the VIP role');
    expect((await redeem('Moderator Mystery Box')).json().message).toBe(
      'This item requires the Moderator role',
    );
    expect((await redeem('$50 Casino Tip')).statusCode).toBe(200);
    const limit = await redeem('$50 Casino Tip');
    expect(limit.statusCode).toBe(422);
    expect(limit.json().message).toBe('Purchase limit reached');
    await setPoints(s.userId!, 10);
    const before = await item('Gaming Mousepad');
    const poor = await redeem('Gaming Mousepad');
    expect(poor.json()).toEqual({ success: false, message: 'Not enough points' });
    expect((await item('Gaming Mousepad')).quantity).toBe(before.quantity);
    expect(await balance(s.userId!)).toBe(10);
    // A VIP (and anyone above) may buy the VIP item.
    const admin = await t.login('admin');
    const vipItem = await item('VIP Bonus Buy');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/r/store/${vipItem.id}/redeem`,
          headers: headersOf(admin),
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/r/store/99999/redeem',
          headers: headersOf(admin),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/r/store/0/redeem',
          headers: headersOf(admin),
        })
      ).statusCode,
    ).toBe(400);
  });

  it('gives the last item in stock to exactly one of several concurrent members', async () => {
    const last = await item('Pick the Next Slot');
    await t.db.updateTable('store_items').set({ quantity: 1 }).where('id', '=', last.id).execute();
    const names = [
      'cascade_cat',
      'wildcard_will',
      'scatterbrain',
      'nova_nina',
      'multiplier_mo',
      'tumble_tess',
    ];
    const sessions = await Promise.all(names.map((n) => t.login(n)));
    for (const s of sessions) await setPoints(s.userId!, 10_000);
    const results = await Promise.all(
      sessions.map((s) =>
        t.app.inject({
          method: 'POST',
          url: `/api/r/store/${last.id}/redeem`,
          headers: headersOf(s),
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 422, 422, 422, 422, 422]);
    for (const r of results.filter((x) => x.statusCode === 422))
      expect(r.json().message).toBe('Out of stock');
    expect((await item('Pick the Next Slot')).quantity).toBe(0);
    const balances = await Promise.all(sessions.map((s) => points(s.userId!)));
    expect(balances.filter((b) => b === 10_000 - last.cost)).toHaveLength(1);
    expect(balances.filter((b) => b === 10_000)).toHaveLength(5);
  });

  it('one member racing themself cannot pass the purchase limit', async () => {
    const s = await t.login('freespin_finn');
    await setPoints(s.userId!, 100_000);
    const tip = await item('$50 Casino Tip');
    await t.db.updateTable('store_items').set({ quantity: 50 }).where('id', '=', tip.id).execute();
    await t.db
      .deleteFrom('store_redemptions')
      .where('user_id', '=', s.userId!)
      .where('item_id', '=', tip.id)
      .execute();
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        t.app.inject({
          method: 'POST',
          url: `/api/r/store/${tip.id}/redeem`,
          headers: headersOf(s),
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await points(s.userId!)).toBe(100_000 - tip.cost);
  });
});
