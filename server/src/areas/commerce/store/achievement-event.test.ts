import { withTransaction } from '../../../core/db';
import { changePoints, findLedgerMismatches } from '../../../core/ledger/points';
import { createMember } from '../../../core/users/factories';
import { buildTestApp, headersOf, testDialects } from '../../../test/app';
import type { TestApp } from '../../../test/app';
import { createStoreItem } from './factories';

describe.each(testDialects())('store redemption achievement (%s)', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(() => t.close());

  it('a first redemption unlocks its achievement once; the answer shows the balance after it', async () => {
    const m = await createMember(t.db);
    await withTransaction(t.db, (trx) =>
      changePoints(trx, { userId: m.id, delta: 2000, reason: 'admin_adjustment', at: new Date() }),
    );
    const s = headersOf(await t.login(m.username));
    const item = await createStoreItem(t.db, { cost: 300 });
    const redeem = () =>
      t.app.inject({ method: 'POST', url: `/api/r/store/${item.id}/redeem`, headers: s });
    const first = await redeem();
    const second = await redeem();
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);

    const unlocked = await t.db
      .selectFrom('user_achievements as ua')
      .innerJoin('achievements as a', 'a.id', 'ua.achievement_id')
      .select(['a.key', 'a.points'])
      .where('ua.user_id', '=', m.id)
      .execute();
    // Its points may reach a point tier too (awarded with it); nothing else is unlocked.
    expect(unlocked.map((u) => u.key).filter((k) => !k.startsWith('tier_'))).toEqual([
      'first_redemption',
    ]);
    const reward = unlocked.reduce((a, u) => a + Number(u.points), 0);
    const balance = Number(
      (
        await t.db
          .selectFrom('users')
          .select('points')
          .where('id', '=', m.id)
          .executeTakeFirstOrThrow()
      ).points,
    );
    expect(balance).toBe(2000 - 300 - 300 + reward);
    expect(first.json().data.user_points).toBe(2000 - 300 + reward);
    expect(second.json().data.user_points).toBe(balance);
    expect(await findLedgerMismatches(t.db)).toEqual([]);
  });
});
