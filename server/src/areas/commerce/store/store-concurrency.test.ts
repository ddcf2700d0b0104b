import { withTransaction } from '../../../core/db';
import { findLedgerMismatches } from '../../../core/ledger/points';
import { changePoints } from '../../../core/ledger/points';
import { createMember } from '../../../core/users/factories';
import { buildTestApp, headersOf, testDialects } from '../../../test/app';
import type { TestApp } from '../../../test/app';
import { createStoreItem } from './factories';

describe.each(testDialects())('store under concurrency (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(() => t.close());

  const fund = (userId: number, delta: number) =>
    withTransaction(t.db, (trx) =>
      changePoints(trx, { userId, delta, reason: 'admin_adjustment' }),
    );

  it('200 concurrent redeems of a 10-stock item give exactly 10', async () => {
    const item = await createStoreItem(t.db, { name: 'Limited', cost: 10, quantity: 10 });
    const sessions: Awaited<ReturnType<TestApp['login']>>[] = [];
    for (let i = 0; i < 20; i++) {
      const m = await createMember(t.db, { username: `rush${i}`, points: 0 });
      await fund(m.id, 1000);
      sessions.push(await t.login(`rush${i}`));
    }
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: `/api/r/store/${item.id}/redeem`,
          headers: headersOf(sessions[i % sessions.length]!),
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c !== 200 && (c < 400 || c >= 500))).toEqual([]);
    const row = await t.db
      .selectFrom('store_items')
      .select('quantity')
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow();
    expect(Number(row.quantity)).toBe(0);
    const sold = await t.db
      .selectFrom('store_redemptions')
      .select('id')
      .where('item_id', '=', item.id)
      .execute();
    expect(sold).toHaveLength(10);
    expect(await findLedgerMismatches(t.db)).toEqual([]);
  });

  it('50 concurrent redeems by one member of an item limited to 2 give exactly 2', async () => {
    const item = await createStoreItem(t.db, {
      name: 'Two each',
      cost: 5,
      quantity: 100,
      max_purchases_per_user: 2,
    });
    const m = await createMember(t.db, { username: 'greedy', points: 0 });
    await fund(m.id, 1000);
    const s = await t.login('greedy');
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.app.inject({
          method: 'POST',
          url: `/api/r/store/${item.id}/redeem`,
          headers: headersOf(s),
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(2);
    const refused = results.filter((r) => r.statusCode !== 200);
    for (const r of refused)
      expect([r.statusCode, r.json().message]).toEqual([422, 'Purchase limit reached']);
    const u = await t.db
      .selectFrom('users')
      .select('points')
      .where('id', '=', m.id)
      .executeTakeFirstOrThrow();
    // Apart from what the first redemption's achievements paid.
    const earned = await t.db
      .selectFrom('points_ledger')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('delta'), eb.lit(0)).as('total'))
      .where('user_id', '=', m.id)
      .where('reason', '=', 'achievement')
      .executeTakeFirstOrThrow();
    expect(Number(u.points) - Number(earned.total)).toBe(990);
  });
});
