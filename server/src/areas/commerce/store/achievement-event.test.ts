import { redemptionOutcome } from '@lobby/contract-commerce';
import type { StoreResponse } from '@lobby/contract-commerce';
import { withTransaction } from '../../../core/db';
import { giveOpeningBalance } from '../../../core/ledger/factories';
import { changePoints, findLedgerMismatches } from '../../../core/ledger/points';
import { createMember } from '../../../core/users/factories';
import { buildTestApp, headersOf, testDialects } from '../../../test/app';
import type { TestApp } from '../../../test/app';
import { POINT_TIERS, achievementDefinition } from '../../community/testing';
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

  it('tells the member beforehand what their next redemption unlocks, and the balance comes out as told', async () => {
    const m = await createMember(t.db, { points: 0 });
    await giveOpeningBalance(t.db, m.id, 1_200);
    const s = headersOf(await t.login(m.username));
    const item = await createStoreItem(t.db, { cost: 250 });
    const store = async (): Promise<StoreResponse> =>
      (await t.app.inject({ url: '/api/r/store', headers: s })).json();

    const before = await store();
    expect(before.redemption_rewards).toEqual([
      { title: 'Window Shopper', points: 50, min_balance: null },
      ...POINT_TIERS.map((tier) => ({
        title: `${tier.name} Tier`,
        points: achievementDefinition(tier.key).points,
        min_balance: tier.points,
      })),
    ]);
    const told = redemptionOutcome(1_200, 250, before.redemption_rewards);
    expect(told.rewards.map((r) => r.title)).toEqual(['Window Shopper', 'Bronze Tier']);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/r/store/${item.id}/redeem`,
      headers: s,
    });
    expect(res.json().data.user_points).toBe(told.points);

    // Both are unlocked now: the next redemption adds nothing, and the tiers left are the higher ones.
    const after = await store();
    expect(after.redemption_rewards.map((r) => r.title)).toEqual([
      'Silver Tier',
      'Gold Tier',
      'Platinum Tier',
      'Diamond Tier',
    ]);
    expect(redemptionOutcome(told.points, 250, after.redemption_rewards).points).toBe(
      told.points - 250,
    );
    const visitor: StoreResponse = (await t.app.inject('/api/r/store')).json();
    expect(visitor.redemption_rewards).toEqual([]);
  });
});
