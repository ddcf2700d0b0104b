import { changePoints, findLedgerMismatches } from '../../core/ledger/points';
import { createMember } from '../../core/users/factories';
import { buildTestApp, headersOf, testDialects } from '../../test/app';
import type { TestApp } from '../../test/app';
import { createPlatform } from '../community/testing';
import { createStoreItem } from './store/factories';
import { createVipClaim, createVipTier } from './vip/factories';

describe.each(testDialects())('commerce admin (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
    await createMember(t.db, { username: 'buyer', points: 0 });
    await createMember(t.db, { username: 'mod', role: 'moderator' });
  });
  afterAll(() => t.close());

  /** The member's points apart from achievements (a first redemption earns one). */
  const pointsOf = async (id: number) => {
    const user = await t.db
      .selectFrom('users')
      .select('points')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const earned = await t.db
      .selectFrom('points_ledger')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('delta'), eb.lit(0)).as('total'))
      .where('user_id', '=', id)
      .where('reason', '=', 'achievement')
      .executeTakeFirstOrThrow();
    return Number(user.points) - Number(earned.total);
  };

  it('guards the queues: visitor 401, member 403', async () => {
    expect((await t.app.inject('/api/admin/commerce/store/redemptions')).statusCode).toBe(401);
    const s = await t.login('buyer');
    const r = await t.app.inject({
      url: '/api/admin/commerce/vip/claims',
      headers: { cookie: s.cookie },
    });
    expect(r.statusCode).toBe(403);
  });

  it('refunds a redemption once: points back through the ledger, stock back, notified, audited', async () => {
    const buyer = await t.login('buyer');
    const mod = await t.login('mod');
    const item = await createStoreItem(t.db, { name: 'Hoodie', cost: 700, quantity: 3 });
    // Give the buyer points through the ledger, then redeem.
    await t.db.transaction().execute(async (trx) => {
      await changePoints(trx, { userId: buyer.userId!, delta: 1000, reason: 'admin_adjustment' });
    });
    const redeem = await t.app.inject({
      method: 'POST',
      url: `/api/r/store/${item.id}/redeem`,
      headers: headersOf(buyer),
    });
    expect(redeem.statusCode).toBe(200);
    const id = redeem.json().data.redemption.id;
    expect(await pointsOf(buyer.userId!)).toBe(300);

    const queue = await t.app.inject({
      url: '/api/admin/commerce/store/redemptions?status=pending',
      headers: { cookie: mod.cookie },
    });
    expect(queue.json().data.map((r: { id: number }) => r.id)).toContain(id);
    const bad = await t.app.inject({
      url: '/api/admin/commerce/store/redemptions?status=nope',
      headers: { cookie: mod.cookie },
    });
    expect(bad.statusCode).toBe(400);

    const refunds = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.app.inject({
          method: 'POST',
          url: `/api/admin/commerce/store/redemptions/${id}/refund`,
          headers: headersOf(mod),
        }),
      ),
    );
    expect(refunds.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const ok = refunds.find((r) => r.statusCode === 200)!;
    expect(ok.json().data.status).toBe('refunded');
    expect(await pointsOf(buyer.userId!)).toBe(1000);
    const stock = await t.db
      .selectFrom('store_items')
      .select('quantity')
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow();
    expect(Number(stock.quantity)).toBe(3);
    expect(await findLedgerMismatches(t.db)).toEqual([]);
    const note = await t.db
      .selectFrom('notifications')
      .select('type')
      .where('user_id', '=', buyer.userId!)
      .where('type', '=', 'store_refund')
      .execute();
    expect(note).toHaveLength(1);
    const log = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'redemption.refund')
      .execute();
    expect(log).toHaveLength(1);
    // A refunded redemption cannot be processed; an unknown one is 404.
    const proc = await t.app.inject({
      method: 'POST',
      url: `/api/admin/commerce/store/redemptions/${id}/process`,
      headers: headersOf(mod),
    });
    expect(proc.statusCode).toBe(409);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/admin/commerce/store/redemptions/999999/process',
      headers: headersOf(mod),
    });
    expect(unknown.statusCode).toBe(404);
    const mine = await t.app.inject({
      url: '/api/r/store/redemptions',
      headers: { cookie: buyer.cookie },
    });
    expect(mine.json().data[0].status).toBe('refunded');
    const csv = await t.app.inject({
      url: '/api/admin/commerce/store/redemptions.csv?status=all',
      headers: { cookie: mod.cookie },
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[0]).toBe('id,created_at,member,item,cost,status');
    expect(csv.body).toContain(',buyer,Hoodie,700,refunded');
  });

  it('marks a redemption processed and a cash VIP claim paid, once each', async () => {
    const buyer = await t.login('buyer');
    const mod = await t.login('mod');
    const item = await createStoreItem(t.db, { name: 'Sticker', cost: 0, quantity: 5 });
    const redeem = await t.app.inject({
      method: 'POST',
      url: `/api/r/store/${item.id}/redeem`,
      headers: headersOf(buyer),
    });
    const id = redeem.json().data.redemption.id;
    const post = (url: string) => t.app.inject({ method: 'POST', url, headers: headersOf(mod) });
    const first = await post(`/api/admin/commerce/store/redemptions/${id}/process`);
    expect([first.statusCode, first.json().data.status]).toEqual([200, 'processed']);
    expect((await post(`/api/admin/commerce/store/redemptions/${id}/process`)).statusCode).toBe(
      409,
    );

    const platform = await createPlatform(t.db, { name: 'Stake' });
    const tier = await createVipTier(t.db, { platformId: platform.id, rewardType: 'cash' });
    await createVipClaim(t.db, { userId: buyer.userId!, tierId: tier, processed: false });
    const queue = (
      await t.app.inject({ url: '/api/admin/commerce/vip/claims', headers: { cookie: mod.cookie } })
    ).json().data;
    expect(queue).toHaveLength(1);
    expect(queue[0]).toMatchObject({ processed: false, user: { username: 'buyer' } });
    const pay = await post(`/api/admin/commerce/vip/claims/${queue[0].id}/pay`);
    expect([pay.statusCode, pay.json().data.processed]).toEqual([200, true]);
    expect((await post(`/api/admin/commerce/vip/claims/${queue[0].id}/pay`)).statusCode).toBe(409);
    expect((await post('/api/admin/commerce/vip/claims/abc/pay')).statusCode).toBe(400);
  });
  it('a refunded purchase no longer counts toward the per-member limit', async () => {
    const buyer = await t.login('buyer');
    const mod = await t.login('mod');
    const item = await createStoreItem(t.db, {
      name: 'Once only',
      cost: 0,
      quantity: 5,
      max_purchases_per_user: 1,
    });
    const redeem = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/r/store/${item.id}/redeem`,
        headers: headersOf(buyer),
      });
    const first = await redeem();
    expect(first.statusCode).toBe(200);
    const second = await redeem();
    expect([second.statusCode, second.json().message]).toEqual([422, 'Purchase limit reached']);
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/admin/commerce/store/redemptions/${first.json().data.redemption.id}/refund`,
      headers: headersOf(mod),
    });
    expect(refund.statusCode).toBe(200);
    const store = await t.app.inject({ url: '/api/r/store', headers: { cookie: buyer.cookie } });
    const row = store.json().store_items.find((i: { id: number }) => i.id === item.id);
    expect(row.user_purchases).toBe(0);
    expect((await redeem()).statusCode).toBe(200);
  });
  it('filters the redemptions queue by state in the database', async () => {
    const buyer = await t.login('buyer');
    const mod = await t.login('mod');
    const item = await createStoreItem(t.db, { name: 'Filter me', cost: 0, quantity: 5 });
    const buy = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/r/store/${item.id}/redeem`,
          headers: headersOf(buyer),
        })
      ).json().data.redemption.id as number;
    const [pending, processed, refunded] = [await buy(), await buy(), await buy()];
    const post = (url: string) => t.app.inject({ method: 'POST', url, headers: headersOf(mod) });
    await post(`/api/admin/commerce/store/redemptions/${processed}/process`);
    await post(`/api/admin/commerce/store/redemptions/${refunded}/refund`);
    const ids = async (status: string) =>
      (
        await t.app.inject({
          url: `/api/admin/commerce/store/redemptions?status=${status}`,
          headers: { cookie: mod.cookie },
        })
      )
        .json()
        .data.filter((r: { item: { id: number } }) => r.item.id === item.id)
        .map((r: { id: number; status: string }) => [r.id, r.status]);
    expect(await ids('pending')).toEqual([[pending, 'pending']]);
    expect(await ids('processed')).toEqual([[processed, 'processed']]);
    expect(await ids('refunded')).toEqual([[refunded, 'refunded']]);
    expect(await ids('all')).toEqual([
      [refunded, 'refunded'],
      [processed, 'processed'],
      [pending, 'pending'],
    ]);
  });
});
