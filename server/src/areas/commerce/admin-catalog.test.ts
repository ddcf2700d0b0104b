import fs from 'node:fs';
import path from 'node:path';
import { createMember } from '../../core/users/factories';
import { buildTestApp, headersOf, testDialects } from '../../test/app';
import type { SessionHeaders, TestApp } from '../../test/app';
import { multipartBody, TINY_PNG } from '../../test/multipart';
import { createCasinoLink, createLeaderboard, createPlatform } from '../community/testing';
import { createStoreItem } from './store/factories';
import { pruneUnusedStoreImages } from './store/jobs';
import { createVipClaim, createVipTier } from './vip/factories';

// Admin › Store items (with the image upload), Admin › VIP tiers and their order, and the member
// wager lookup: validation per field, audit rows, and what the public pages then show.
describe.each(testDialects())('commerce admin catalogue (%s)', (dialect) => {
  let t: TestApp;
  let mod: SessionHeaders;
  let buyer: SessionHeaders;

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    await createMember(t.db, { username: 'mod', role: 'moderator' });
    await createMember(t.db, { username: 'shopper', points: 5000 });
    mod = await t.login('mod');
    buyer = await t.login('shopper');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/admin/commerce${url}`,
      headers: headersOf(mod),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const auditRows = (action: string) =>
    t.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();
  const upload = (name: string, bytes: Buffer, type = 'image/png') => {
    const body = multipartBody([{ name: 'image', file: { filename: name, type, bytes } }]);
    return t.app.inject({
      method: 'POST',
      url: '/api/admin/commerce/store/images',
      headers: { ...headersOf(mod), ...body.headers },
      payload: body.payload,
    });
  };

  const ITEM = {
    name: 'Signed Hoodie',
    description: 'A hoodie signed on stream.',
    image: null,
    cost: 2500,
    quantity: 4,
    max_purchases_per_user: 1,
    required_role: 'vip',
    hidden: false,
  };

  describe('store items', () => {
    it('answers 400 with a message per invalid field, and stores nothing', async () => {
      const res = await call('POST', '/store/items', {
        name: '  ',
        description: 'x'.repeat(1001),
        cost: -1,
        quantity: 1.5,
        max_purchases_per_user: 0,
        required_role: 'king',
        hidden: 'yes',
        image: 12,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({
        name: ['Name is required'],
        description: ['Description must be at most 1000 characters'],
        cost: ['Cost must be at least 0'],
        quantity: ['Stock must be a whole number'],
        max_purchases_per_user: ['Limit per member must be at least 1'],
        required_role: ['Required role must be one of member, vip, moderator, admin'],
        hidden: ['Hidden must be true or false'],
        image: ['Image must be an uploaded image'],
      });
      const missing = await call('POST', '/store/items', {});
      expect(missing.statusCode).toBe(400);
      expect(Object.keys(missing.json().errors).sort()).toEqual(['cost', 'name', 'quantity']);
      expect(await t.db.selectFrom('store_items').selectAll().execute()).toEqual([]);
    });

    it('creates, edits and hides an item; the store shows and then hides it; each write audited', async () => {
      const created = await call('POST', '/store/items', ITEM);
      expect(created.statusCode).toBe(201);
      const item = created.json().data;
      expect(item).toMatchObject({
        name: 'Signed Hoodie',
        cost: 2500,
        quantity: 4,
        max_purchases_per_user: 1,
        required_role: 'vip',
        hidden: false,
        redemptions_count: 0,
      });
      const store = await t.app.inject({ url: '/api/r/store', headers: { cookie: buyer.cookie } });
      expect(store.json().store_items.map((i: { name: string }) => i.name)).toContain(
        'Signed Hoodie',
      );

      const edited = await call('PUT', `/store/items/${item.id}`, {
        ...ITEM,
        cost: 3000,
        quantity: 9,
        required_role: null,
        max_purchases_per_user: null,
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json().data).toMatchObject({ cost: 3000, quantity: 9, required_role: null });

      const hidden = await call('PUT', `/store/items/${item.id}`, { ...ITEM, hidden: true });
      expect(hidden.json().data.hidden).toBe(true);
      const after = await t.app.inject({ url: '/api/r/store', headers: { cookie: buyer.cookie } });
      expect(after.json().store_items.map((i: { name: string }) => i.name)).not.toContain(
        'Signed Hoodie',
      );
      const redeem = await t.app.inject({
        method: 'POST',
        url: `/api/r/store/${item.id}/redeem`,
        headers: headersOf(buyer),
      });
      expect(redeem.statusCode).toBe(404);

      const list = await call('GET', '/store/items');
      expect(list.json().data.find((i: { id: number }) => i.id === item.id).hidden).toBe(true);
      expect((await call('GET', `/store/items/${item.id}`)).json().data.name).toBe('Signed Hoodie');
      expect((await call('GET', '/store/items/999999')).statusCode).toBe(404);
      expect((await call('PUT', '/store/items/999999', ITEM)).statusCode).toBe(404);
      expect((await call('GET', '/store/items/abc')).statusCode).toBe(400);

      expect(await auditRows('store_item.create')).toHaveLength(1);
      const updates = await auditRows('store_item.update');
      expect(updates).toHaveLength(1);
      expect(JSON.parse(updates[0]!.before_json!)).toMatchObject({ cost: 2500 });
      expect(JSON.parse(updates[0]!.after_json!)).toMatchObject({ cost: 3000 });
      const hides = await auditRows('store_item.hide');
      expect(hides).toHaveLength(1);
      expect(hides[0]).toMatchObject({ area: 'commerce', entity: 'store_item' });
    });

    it('uploads an image re-encoded without what was appended, and an item uses it', async () => {
      const polyglot = Buffer.concat([TINY_PNG, Buffer.from('<script>alert(1)</script>')]);
      const res = await upload('card.png', polyglot);
      expect(res.statusCode).toBe(201);
      const { path: stored, url } = res.json().data;
      expect(stored).toMatch(/^\/media\/uploads\/store\/[0-9a-f]{32}\.png$/);
      expect(url).toBe(stored);
      const file = path.join(t.config.uploadsDir, 'store', path.basename(stored));
      const bytes = fs.readFileSync(file);
      expect(bytes.subarray(0, 8)).toEqual(TINY_PNG.subarray(0, 8));
      expect(bytes.includes(Buffer.from('<script>'))).toBe(false);

      const created = await call('POST', '/store/items', { ...ITEM, name: 'Card', image: stored });
      expect(created.statusCode).toBe(201);
      expect(created.json().data.image).toBe(stored);
      const served = await t.app.inject({ url: stored });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');

      // Replacing it deletes the old upload.
      const second = (await upload('card2.png', TINY_PNG)).json().data.path;
      const id = created.json().data.id;
      const saved = await call('PUT', `/store/items/${id}`, {
        ...ITEM,
        name: 'Card',
        image: second,
      });
      expect(saved.json().data.image).toBe(second);
      expect(fs.existsSync(file)).toBe(false);
      // Keeping the current image is fine; pointing at anything else is refused.
      const kept = await call('PUT', `/store/items/${id}`, {
        ...ITEM,
        name: 'Card',
        image: second,
      });
      expect(kept.statusCode).toBe(200);
      const foreign = await call('PUT', `/store/items/${id}`, {
        ...ITEM,
        image: 'https://evil.example/x.png',
      });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().errors).toEqual({ image: ['Upload the image again'] });
    });

    it('refuses an upload that is not an image, or no file, per field', async () => {
      const text = await upload('notes.png', Buffer.from('just text, not a picture'));
      expect(text.statusCode).toBe(400);
      expect(text.json().errors).toEqual({ image: ['Upload a PNG, JPEG, WebP or GIF image.'] });
      const svg = await upload(
        'x.svg',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        'image/svg+xml',
      );
      expect(svg.statusCode).toBe(400);
      const body = multipartBody([{ name: 'title', value: 'x' }]);
      const none = await t.app.inject({
        method: 'POST',
        url: '/api/admin/commerce/store/images',
        headers: { ...headersOf(mod), ...body.headers },
        payload: body.payload,
      });
      expect(none.statusCode).toBe(400);
      expect(none.json().errors).toEqual({ image: ['Choose an image to upload.'] });
      const json = await call('POST', '/store/images', {});
      expect(json.statusCode).toBe(415);
    });

    it('prunes uploaded images no item uses once they are a day old', async () => {
      const pathOf = async () => (await upload('x.png', TINY_PNG)).json().data.path as string;
      const [used, unused, fresh] = [await pathOf(), await pathOf(), await pathOf()];
      await call('POST', '/store/items', { ...ITEM, name: 'Pictured', image: used });
      const file = (p: string) => path.join(t.config.uploadsDir, 'store', path.basename(p));
      const old = new Date(Date.now() - 2 * 86_400_000);
      for (const p of [used, unused]) fs.utimesSync(file(p), old, old);

      expect(await pruneUnusedStoreImages(t.db, t.app.storage, new Date())).toBe(1);
      expect(fs.existsSync(file(used))).toBe(true);
      expect(fs.existsSync(file(unused))).toBe(false);
      expect(fs.existsSync(file(fresh))).toBe(true);
    });

    it('counts redemptions that were not refunded per item', async () => {
      const item = await createStoreItem(t.db, { name: 'Counted', cost: 10 });
      const buy = await t.app.inject({
        method: 'POST',
        url: `/api/r/store/${item.id}/redeem`,
        headers: headersOf(buyer),
      });
      expect(buy.statusCode).toBe(200);
      const row = (await call('GET', `/store/items/${item.id}`)).json().data;
      expect(row).toMatchObject({ redemptions_count: 1, pending_count: 1, quantity: 9 });
    });
  });

  describe('VIP tiers', () => {
    let stake: { id: number };
    let roobet: { id: number };
    const TIER = {
      name: 'Emerald',
      description: 'Wager $2,500 for 750 points.',
      min_wagered: 2500,
      reward_type: 'points',
      reward_amount: 750,
      hidden: false,
    };

    beforeAll(async () => {
      stake = await createPlatform(t.db, { name: 'Stake', sort_order: 1 });
      roobet = await createPlatform(t.db, { name: 'Roobet', sort_order: 2 });
    });

    it('answers 400 per field', async () => {
      const res = await call('POST', '/vip/tiers', {
        platform_id: 0,
        name: '',
        min_wagered: -5,
        reward_type: 'gems',
        reward_amount: 1.005,
        hidden: 1,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({
        platform_id: ['Platform is required'],
        name: ['Name is required'],
        min_wagered: ['Minimum wagered must be at least 0'],
        reward_type: ['Reward type must be points or cash'],
        reward_amount: ['Reward amount has at most 2 decimals'],
        hidden: ['Hidden must be true or false'],
      });
      const points = await call('POST', '/vip/tiers', {
        ...TIER,
        platform_id: stake.id,
        reward_amount: 7.5,
      });
      expect(points.json().errors).toEqual({
        reward_amount: ['A points reward must be a whole number of points'],
      });
      const zero = await call('POST', '/vip/tiers', {
        ...TIER,
        platform_id: stake.id,
        reward_amount: 0,
      });
      expect(zero.json().errors).toEqual({ reward_amount: ['Reward amount must be more than 0'] });
      const unknown = await call('POST', '/vip/tiers', { ...TIER, platform_id: 999999 });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().errors).toEqual({ platform_id: ['Choose a platform'] });
    });

    it('creates and edits tiers in dollars and points; reordering changes /vip-rewards; audited', async () => {
      const a = await call('POST', '/vip/tiers', { ...TIER, platform_id: stake.id });
      expect(a.statusCode).toBe(201);
      expect(a.json().data).toMatchObject({
        name: 'Emerald',
        min_wagered: 2500,
        reward_type: 'points',
        reward_amount: 750,
        sort_order: 0,
      });
      const b = await call('POST', '/vip/tiers', {
        ...TIER,
        platform_id: stake.id,
        name: 'Ruby',
        min_wagered: 100.5,
        reward_type: 'cash',
        reward_amount: 12.34,
      });
      expect(b.json().data).toMatchObject({
        min_wagered: 100.5,
        reward_amount: 12.34,
        sort_order: 1,
      });
      const stored = await t.db
        .selectFrom('vip_tiers')
        .select(['min_wagered', 'reward_amount'])
        .where('id', '=', b.json().data.id)
        .executeTakeFirstOrThrow();
      expect(Number(stored.min_wagered)).toBe(10050);
      expect(Number(stored.reward_amount)).toBe(1234);

      const names = async () => {
        const page = await t.app.inject({ url: '/api/r/vip-rewards' });
        return page.json().data.tiers_by_platform.Stake.tiers.map((x: { name: string }) => x.name);
      };
      expect(await names()).toEqual(['Emerald', 'Ruby']);

      const order = await call('PUT', '/vip/tiers/order', {
        platform_id: stake.id,
        tier_ids: [b.json().data.id, a.json().data.id],
      });
      expect(order.statusCode).toBe(200);
      expect(
        order
          .json()
          .data.find((p: { id: number }) => p.id === stake.id)
          .tiers.map((x: { name: string }) => x.name),
      ).toEqual(['Ruby', 'Emerald']);
      expect(await names()).toEqual(['Ruby', 'Emerald']);
      const partial = await call('PUT', '/vip/tiers/order', {
        platform_id: stake.id,
        tier_ids: [a.json().data.id],
      });
      expect(partial.statusCode).toBe(400);
      expect(partial.json().errors).toEqual({ tier_ids: ['List every tier of the platform once'] });
      const twice = await call('PUT', '/vip/tiers/order', {
        platform_id: stake.id,
        tier_ids: [a.json().data.id, a.json().data.id],
      });
      expect(twice.json().errors).toEqual({ tier_ids: ['A tier is listed twice'] });

      const edit = await call('PUT', `/vip/tiers/${a.json().data.id}`, {
        ...TIER,
        platform_id: stake.id,
        name: 'Emerald II',
        hidden: true,
      });
      expect(edit.statusCode).toBe(200);
      expect(edit.json().data).toMatchObject({ name: 'Emerald II', hidden: true, sort_order: 1 });
      expect(await names()).toEqual(['Ruby']);
      expect(
        (await call('PUT', '/vip/tiers/999999', { ...TIER, platform_id: stake.id })).statusCode,
      ).toBe(404);
      expect((await call('GET', `/vip/tiers/${b.json().data.id}`)).json().data.name).toBe('Ruby');

      const list = (await call('GET', '/vip/tiers')).json().data;
      expect(list.map((p: { name: string }) => p.name)).toEqual(['Stake', 'Roobet']);
      expect(list[0].tiers.map((x: { name: string }) => x.name)).toEqual(['Ruby', 'Emerald II']);
      expect(list[1].tiers).toEqual([]);

      expect(await auditRows('vip_tier.create')).toHaveLength(2);
      expect(await auditRows('vip_tier.order')).toHaveLength(1);
      expect(await auditRows('vip_tier.update')).toHaveLength(1);
    });

    it('keeps a claimed tier on its platform', async () => {
      const tierId = await createVipTier(t.db, { platformId: stake.id, name: 'Claimed' });
      await createVipClaim(t.db, { userId: buyer.userId!, tierId, processed: false });
      const move = await call('PUT', `/vip/tiers/${tierId}`, {
        ...TIER,
        name: 'Claimed',
        platform_id: roobet.id,
      });
      expect(move.statusCode).toBe(400);
      expect(move.json().errors.platform_id).toEqual([
        'Members have claimed this tier: it cannot move to another platform',
      ]);
    });
  });

  describe('member wagers', () => {
    it('finds members and shows each platform total with its casino names and feed periods', async () => {
      const user = await createMember(t.db, { username: 'highroller' });
      const platform = await createPlatform(t.db, { name: 'Gamdom', sort_order: 5 });
      const verifiedAt = new Date(Date.now() - 10 * 86_400_000).toISOString();
      await createCasinoLink(t.db, user.id, platform.id, 'HighRoller77', {
        reviewed_at: verifiedAt,
      });
      // One period ended before the name was verified (does not count), one after (counts).
      await createLeaderboard(t.db, {
        platformId: platform.id,
        status: 'ended',
        period_start: new Date(Date.now() - 30 * 86_400_000).toISOString(),
        period_end: new Date(Date.now() - 20 * 86_400_000).toISOString(),
        entries: [{ username: 'HighRoller77', wagered: 500_00 }],
      });
      await createLeaderboard(t.db, {
        platformId: platform.id,
        entries: [{ username: 'highroller77', wagered: 1_234_56 }],
      });
      await t.db
        .insertInto('user_platform_wagers')
        .values({
          user_id: user.id,
          platform_id: platform.id,
          total_wagered: 1_234_56,
          updated_at: new Date().toISOString(),
        })
        .execute();

      const found = await call('GET', '/vip/members?q=HIGHROLL');
      expect(found.json().data).toEqual([
        { id: user.id, username: 'highroller', role: 'member', total_wagered: 1234.56 },
      ]);
      const top = await call('GET', '/vip/members');
      expect(top.json().data[0]).toMatchObject({ username: 'highroller' });
      const none = await call('GET', '/vip/members?q=nobody_here');
      expect(none.json().data).toEqual([]);
      expect((await call('GET', `/vip/members?q=${'x'.repeat(40)}`)).statusCode).toBe(400);

      const detail = await call('GET', `/vip/members/${user.id}`);
      expect(detail.statusCode).toBe(200);
      const data = detail.json().data;
      expect(data.user).toMatchObject({ username: 'highroller', role: 'member' });
      expect(data.platforms).toHaveLength(1);
      expect(data.platforms[0]).toMatchObject({
        platform: { id: platform.id, name: 'Gamdom' },
        total_wagered: 1234.56,
      });
      const [name] = data.platforms[0].casino_names;
      expect(name).toMatchObject({ username: 'HighRoller77', status: 'verified' });
      expect(
        name.periods.map((p: { wagered: number; counted: boolean }) => [p.wagered, p.counted]),
      ).toEqual([
        [1234.56, true],
        [500, false],
      ]);
      expect((await call('GET', '/vip/members/999999')).statusCode).toBe(404);
    });
  });
});
