import { findLedgerMismatches } from '../../../core/ledger/points';
import { createMember } from '../../../core/users/factories';
import { buildTestApp, headersOf, testDialects } from '../../../test/app';
import type { TestApp } from '../../../test/app';
import { createPlatform } from '../../community/testing';
import { createVipTier } from './factories';
import { ALREADY_CLAIMED, NOT_ENOUGH_WAGERED, TIER_NOT_FOUND } from './service';

describe.each(testDialects())('VIP rewards (%s)', (dialect) => {
  let t: TestApp;
  const tiers: Record<string, number> = {};
  let stake: { id: number };
  let roobet: { id: number };

  const setWagered = (userId: number, platformId: number, cents: number) =>
    t.db
      .insertInto('user_platform_wagers')
      .values({
        user_id: userId,
        platform_id: platformId,
        total_wagered: cents,
        updated_at: new Date().toISOString(),
      })
      .onConflict((oc) =>
        oc.columns(['user_id', 'platform_id']).doUpdateSet({ total_wagered: cents }),
      )
      .execute();
  const pointsOf = async (id: number) =>
    Number(
      (
        await t.db
          .selectFrom('users')
          .select('points')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).points,
    );

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    stake = await createPlatform(t.db, { name: 'Stake', sort_order: 1 });
    roobet = await createPlatform(t.db, { name: 'Roobet', sort_order: 2 });
    await createPlatform(t.db, { name: 'Empty', sort_order: 3 });
    tiers.bronze = await createVipTier(t.db, {
      platformId: stake.id,
      name: 'Bronze',
      rewardType: 'points',
      rewardAmount: 500,
      minWagered: 1_000_00,
    });
    tiers.silver = await createVipTier(t.db, {
      platformId: stake.id,
      name: 'Silver',
      rewardType: 'cash',
      rewardAmount: 25_00,
      minWagered: 10_000_00,
    });
    tiers.gold = await createVipTier(t.db, {
      platformId: stake.id,
      name: 'Gold',
      rewardType: 'cash',
      rewardAmount: 100_00,
      minWagered: 100_000_00,
    });
    tiers.rooBronze = await createVipTier(t.db, {
      platformId: roobet.id,
      name: 'Roo Bronze',
      rewardType: 'points',
      rewardAmount: 250,
      minWagered: 500_00,
    });
    const wade = await createMember(t.db, { username: 'wade', points: 0 });
    await setWagered(wade.id, stake.id, 12_345_67);
    await setWagered(wade.id, roobet.id, 400_00);
    await createMember(t.db, { username: 'racer' });
  });
  afterAll(() => t.close());

  it('shows visitors the tiers per platform, none claimable', async () => {
    const res = await t.app.inject('/api/r/vip-rewards');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.user_stats).toBeNull();
    expect(data.recent_claims).toEqual([]);
    expect(Object.keys(data.tiers_by_platform)).toEqual(['Stake', 'Roobet']);
    expect(data.tiers_by_platform.Stake.user_wagered).toBe(0);
    expect(data.tiers_by_platform.Stake.tiers.map((x: { name: string }) => x.name)).toEqual([
      'Bronze',
      'Silver',
      'Gold',
    ]);
    expect(data.tiers_by_platform.Stake.tiers[1]).toMatchObject({
      min_wagered: 10_000,
      reward_type: 'cash',
      reward_amount: 25,
      eligible: false,
      can_claim: false,
      already_claimed: false,
    });
  });

  it("gives a member their wagered per platform and each tier's state", async () => {
    const s = await t.login('wade');
    const { data } = (
      await t.app.inject({ url: '/api/r/vip-rewards', headers: { cookie: s.cookie } })
    ).json();
    expect(data.user_stats).toEqual({
      total_wagered: 12_745.67,
      favorite_platform: { name: 'Stake' },
    });
    expect(data.tiers_by_platform.Stake.user_wagered).toBe(12_345.67);
    expect(data.tiers_by_platform.Roobet.user_wagered).toBe(400);
    const states = data.tiers_by_platform.Stake.tiers.map(
      (x: { can_claim: boolean; eligible: boolean }) => [x.eligible, x.can_claim],
    );
    expect(states).toEqual([
      [true, true],
      [true, true],
      [false, false],
    ]);
    const racer = await t.login('racer');
    const r = (
      await t.app.inject({ url: '/api/r/vip-rewards', headers: { cookie: racer.cookie } })
    ).json();
    expect(r.data.user_stats).toEqual({ total_wagered: 0, favorite_platform: null });
  });

  it('credits a points tier through the ledger at once (Processed)', async () => {
    const s = await t.login('wade');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/r/vip-rewards/${tiers.bronze}/claim`,
      headers: headersOf(s),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      data: {
        user_points: 500,
        claim: {
          tier: { name: 'Bronze', platform: 'Stake' },
          reward_type: 'points',
          reward_amount: 500,
          wagered_amount_at_claim: 12_345.67,
          processed: true,
        },
      },
    });
    expect(await pointsOf(s.userId!)).toBe(500);
    const ledger = await t.db
      .selectFrom('points_ledger')
      .selectAll()
      .where('user_id', '=', s.userId!)
      .where('reason', '=', 'vip_reward')
      .execute();
    expect(ledger).toHaveLength(1);
    expect(Number(ledger[0]!.delta)).toBe(500);
    expect(await findLedgerMismatches(t.db)).toEqual([]);

    const { data } = (
      await t.app.inject({ url: '/api/r/vip-rewards', headers: { cookie: s.cookie } })
    ).json();
    expect(data.tiers_by_platform.Stake.tiers[0]).toMatchObject({
      already_claimed: true,
      can_claim: false,
    });
    expect(data.recent_claims).toHaveLength(1);
  });

  it('keeps a cash reward Pending, moves no points', async () => {
    const s = await t.login('wade');
    const before = await pointsOf(s.userId!);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/r/vip-rewards/${tiers.silver}/claim`,
      headers: headersOf(s),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.claim).toMatchObject({ reward_amount: 25, processed: false });
    expect(await pointsOf(s.userId!)).toBe(before);
    const history = (
      await t.app.inject({ url: '/api/r/vip-rewards/history', headers: { cookie: s.cookie } })
    ).json();
    expect(history.data.map((c: { tier: { name: string } }) => c.tier.name)).toEqual([
      'Silver',
      'Bronze',
    ]);
    const notes = await t.db
      .selectFrom('notifications')
      .select('type')
      .where('user_id', '=', s.userId!)
      .where('type', '=', 'vip_reward')
      .execute();
    expect(notes).toHaveLength(2);
  });

  it('refuses bad claims with 4xx and the message the page shows, moving no points', async () => {
    const s = await t.login('wade');
    const before = await pointsOf(s.userId!);
    const post = (url: string) => t.app.inject({ method: 'POST', url, headers: headersOf(s) });
    const again = await post(`/api/r/vip-rewards/${tiers.bronze}/claim`);
    expect([again.statusCode, again.json().message]).toEqual([409, ALREADY_CLAIMED]);
    const locked = await post(`/api/r/vip-rewards/${tiers.gold}/claim`);
    expect([locked.statusCode, locked.json().message]).toEqual([422, NOT_ENOUGH_WAGERED]);
    const roo = await post(`/api/r/vip-rewards/${tiers.rooBronze}/claim`);
    expect(roo.statusCode).toBe(422);
    const unknown = await post('/api/r/vip-rewards/999999/claim');
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, TIER_NOT_FOUND]);
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      const r = await post(`/api/r/vip-rewards/${bad}/claim`);
      expect({ bad, status: r.statusCode }).toEqual({ bad, status: 400 });
    }
    const visitor = await t.app.inject({
      method: 'POST',
      url: `/api/r/vip-rewards/${tiers.rooBronze}/claim`,
    });
    expect(visitor.statusCode).toBeGreaterThanOrEqual(400);
    expect(visitor.statusCode).toBeLessThan(500);
    expect((await t.app.inject('/api/r/vip-rewards/history')).statusCode).toBe(401);
    expect(await pointsOf(s.userId!)).toBe(before);
  });

  it('gives exactly one claim out of 100 concurrent ones', async () => {
    const m = await createMember(t.db, { username: 'stampede', points: 0 });
    await setWagered(m.id, roobet.id, 1_000_00);
    const s = await t.login('stampede');
    const results = await Promise.all(
      Array.from({ length: 100 }, () =>
        t.app.inject({
          method: 'POST',
          url: `/api/r/vip-rewards/${tiers.rooBronze}/claim`,
          headers: headersOf(s),
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(99);
    expect(await pointsOf(m.id)).toBe(250);
    const claims = await t.db
      .selectFrom('vip_claims')
      .select('id')
      .where('user_id', '=', m.id)
      .execute();
    expect(claims).toHaveLength(1);
    expect(await findLedgerMismatches(t.db)).toEqual([]);
  });
});
