import { createMember } from '../../core/users/factories';
import { buildTestApp, testDialects } from '../../test/app';
import type { TestApp } from '../../test/app';
import { expectPagedList } from '../../test/paging';
import { createPlatform } from '../community/testing';
import { createRedemption, createStoreItem } from './store/factories';
import { createVipClaim, createVipTier } from './vip/factories';

describe.each(testDialects())('commerce admin lists are paged (%s)', (dialect) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
    const buyer = await createMember(t.db, { username: 'pager' });
    await createMember(t.db, { username: 'mod', role: 'moderator' });
    cookie = (await t.login('mod')).cookie;
    const item = await createStoreItem(t.db, { name: 'Paged' });
    for (let i = 0; i < 4; i += 1) await createStoreItem(t.db);
    // Five redemptions in the same instant: the id keeps their order stable across pages.
    const at = '2026-03-01T12:00:00.000Z';
    for (let i = 0; i < 5; i += 1)
      await createRedemption(t.db, { itemId: item.id, userId: buyer.id, at, processed: i === 0 });
    const platform = await createPlatform(t.db);
    for (let i = 0; i < 5; i += 1) {
      const tier = await createVipTier(t.db, { platformId: platform.id, rewardType: 'cash' });
      await createVipClaim(t.db, { userId: buyer.id, tierId: tier, processed: i === 0 });
    }
  });
  afterAll(() => t.close());

  it('pages the store items', async () => {
    const ids = await expectPagedList(t, cookie, '/api/admin/commerce/store/items');
    expect(ids).toHaveLength(5);
  });

  it('pages the redemptions queue per state, newest then highest id first', async () => {
    const all = await expectPagedList(
      t,
      cookie,
      '/api/admin/commerce/store/redemptions?status=all',
    );
    expect(all).toEqual([...all].sort((a, b) => Number(b) - Number(a)));
    const pending = await expectPagedList(
      t,
      cookie,
      '/api/admin/commerce/store/redemptions?status=pending',
    );
    expect(pending).toEqual(all.slice(0, 4));
  });

  it('exports every redemption of a state, whatever page is asked', async () => {
    const res = await t.app.inject({
      url: '/api/admin/commerce/store/redemptions.csv?status=all&page=2&per_page=1',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.trim().split('\n')).toHaveLength(1 + 5);
  });

  it('pages the VIP claims queue per state', async () => {
    const all = await expectPagedList(t, cookie, '/api/admin/commerce/vip/claims?status=all');
    expect(all).toHaveLength(5);
    const pending = await expectPagedList(t, cookie, '/api/admin/commerce/vip/claims');
    expect(pending).toHaveLength(4);
    const refunded = await t.app.inject({
      url: '/api/admin/commerce/vip/claims?status=refunded&page=2',
      headers: { cookie },
    });
    expect(refunded.json()).toMatchObject({ data: [], total: 0, current_page: 2, last_page: 1 });
  });
});
