import type { Activity } from '@lobby/contract-community';
import { withTransaction } from '../../../core/db';
import { changePoints, findLedgerMismatches } from '../../../core/ledger/points';
import { createMember } from '../../../core/users/factories';
import { findUserById } from '../../../core/users/repository';
import { buildTestApp, headersOf, testDialects } from '../../../test/app';
import type { TestApp } from '../../../test/app';
import { createVipTier } from '../../commerce/testing';
import { achievementDefinition } from '../achievements/catalogue';
import { unlockedKeys } from '../achievements/factories';
import { approveClaim } from '../challenges/claims';
import { createChallenge, createChallengeClaim } from '../challenges/factories';
import { createPlatform } from '../leaderboard/factories';

const BRONZE = achievementDefinition('tier_bronze');
const CHAMPION = achievementDefinition('challenge_champion');

describe.each(testDialects())('points and achievements agree (%s)', (dialect) => {
  let t: TestApp;
  let clock = new Date('2026-11-21T12:00:00.000Z');
  const tick = () => (clock = new Date(clock.getTime() + 60_000));

  beforeAll(async () => {
    t = await buildTestApp(dialect, { clock: () => clock });
  });
  afterAll(() => t.close());

  const member = async (role: 'member' | 'admin' = 'member') => {
    const m = await createMember(t.db, { role, points: 0 });
    return { m, s: headersOf(await t.login(m.username)) };
  };
  const activityOf = async (s: ReturnType<typeof headersOf>): Promise<Activity[]> => {
    const res = await t.app.inject({ url: '/api/r/profile/recent-activity', headers: s });
    expect(res.statusCode).toBe(200);
    return res.json().activities;
  };
  const pointsOf = async (id: number) => Number((await findUserById(t.db, id))!.points);
  const unlocked = (id: number) => unlockedKeys(t.db, id);
  const sum = (list: Activity[]) => list.reduce((total, a) => total + a.points, 0);

  it("a VIP reward's points award the Bronze Tier and both show in Recent Activity with their points", async () => {
    const platform = await createPlatform(t.db, { name: 'Stake' });
    const tierId = await createVipTier(t.db, {
      platformId: platform.id,
      name: 'Gold',
      rewardType: 'points',
      rewardAmount: 1_200,
      minWagered: 1_000_00,
    });
    const { m, s } = await member();
    await t.db
      .insertInto('user_platform_wagers')
      .values({
        user_id: m.id,
        platform_id: platform.id,
        total_wagered: 2_000_00,
        updated_at: clock.toISOString(),
      })
      .execute();
    tick();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/r/vip-rewards/${tierId}/claim`,
      headers: s,
    });
    expect(res.statusCode).toBe(200);

    expect(await unlocked(m.id)).toEqual(['tier_bronze']);
    const balance = await pointsOf(m.id);
    expect(balance).toBe(1_200 + BRONZE.points);
    const activity = await activityOf(s);
    expect(activity.map((a) => [a.title, a.points])).toEqual(
      expect.arrayContaining([
        ['Claimed the Gold VIP reward', 1_200],
        [`Unlocked ${BRONZE.title}`, BRONZE.points],
      ]),
    );
    expect(activity).toHaveLength(2);
    expect(sum(activity)).toBe(balance);
  });

  it('a points challenge win shows its points; its achievement and the tier it reaches too', async () => {
    const { m, s } = await member();
    const { m: mod } = await member('admin');
    const c = await createChallenge(t.db, { prize: 2_500, prize_type: 'points' });
    const claimId = await createChallengeClaim(t.db, { challengeId: c.id, userId: m.id });
    await approveClaim(t.db, t.config.basePath, mod.id, claimId, tick());

    expect(await unlocked(m.id)).toEqual(['challenge_champion', 'tier_bronze']);
    const activity = await activityOf(s);
    const win = activity.find((a) => a.title === `Won the ${c.slot_name} challenge`);
    expect(win).toMatchObject({ points: 2_500, amount: null });
    expect(activity.map((a) => a.points).sort((a, b) => a - b)).toEqual(
      [2_500, CHAMPION.points, BRONZE.points].sort((a, b) => a - b),
    );
    expect(sum(activity)).toBe(await pointsOf(m.id));
  });

  it('movements no area describes show on their own: a staff adjustment with its reason, an entry spent', async () => {
    const { m, s } = await member();
    const { s: admin } = await member('admin');
    tick();
    const adjusted = await t.app.inject({
      method: 'POST',
      url: `/api/admin/members/${m.id}/points`,
      headers: admin,
      payload: { delta: 300, reason: 'Stream giveaway make-good' },
    });
    expect(adjusted.statusCode).toBeLessThan(300);
    await withTransaction(t.db, (trx) =>
      changePoints(trx, {
        userId: m.id,
        delta: -120,
        reason: 'giveaway_entry',
        refType: 'giveaway',
        refId: 1,
        at: tick(),
      }),
    );

    const activity = await activityOf(s);
    expect(activity.map((a) => [a.title, a.description, a.points])).toEqual([
      ['Giveaway entry', null, -120],
      ['Points adjusted by staff', 'Stream giveaway make-good', 300],
    ]);
    expect(sum(activity)).toBe(await pointsOf(m.id));
    expect(await findLedgerMismatches(t.db)).toEqual([]);
  });
});
