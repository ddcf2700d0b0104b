import { createMember } from '../../../core/users/factories';
import { buildTestApp, testDialects } from '../../../test/app';
import type { TestApp } from '../../../test/app';
import { createVipClaim, createVipTier } from '../../commerce/testing';
import { createGiveaway, createWagerRaffle } from '../../engagement/testing';
import { createLeaderboard, createPlatform } from '../leaderboard/factories';

describe.each(testDialects())('home stats (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(() => t.close());

  const total = async () => (await t.app.inject('/api/r/stats/total-given-away')).json();

  it('totals what every area has really paid out, in whole dollars', async () => {
    expect(await total()).toEqual({ success: true, total: 0, formatted_total: '$0' });

    const a = await createMember(t.db);
    const b = await createMember(t.db);
    const platform = await createPlatform(t.db);
    // Ended period: prizes of the two places that had a player ($300 + $200), not the third.
    await createLeaderboard(t.db, {
      platformId: platform.id,
      status: 'ended',
      prizes: [300_00, 200_00, 100_00],
      entries: [
        { username: 'p1', wagered: 50_00 },
        { username: 'p2', wagered: 20_00 },
        { username: 'p3', wagered: 0 },
      ],
    });
    // The current period has paid nothing yet.
    await createLeaderboard(t.db, { platformId: platform.id, prizes: [999_00], entries: 3 });
    // Drawn cash giveaway: $50 to each of two winners; points and undrawn ones pay no cash.
    await createGiveaway(t.db, {
      prizeType: 'cash',
      prizeValue: 50_00,
      drawnAt: '2026-11-01T00:00:00.000Z',
      winners: [a.id, b.id],
    });
    await createGiveaway(t.db, {
      prizeType: 'points',
      prizeValue: 5000,
      drawnAt: '2026-11-02T00:00:00.000Z',
      winners: [a.id],
    });
    await createGiveaway(t.db, { prizeType: 'cash', prizeValue: 77_00 });
    // Wager raffle: the won cash prize ($1,000.50), not the unwon one nor the points.
    await createWagerRaffle(t.db, {
      drawnAt: '2026-11-03T00:00:00.000Z',
      prizes: [
        { type: 'cash', value: 1000_50, winner: a.id },
        { type: 'cash', value: 500_00, winner: null },
        { type: 'points', value: 10_000, winner: b.id },
      ],
    });
    // VIP: a processed cash claim ($25), not an unprocessed one.
    const tier = await createVipTier(t.db, { platformId: platform.id, rewardAmount: 25_00 });
    await createVipClaim(t.db, { userId: a.id, tierId: tier, processed: true });
    await createVipClaim(t.db, { userId: b.id, tierId: tier, processed: false });

    // 300 + 200 + 2 × 50 + 1000.50 + 25 = 1625.50
    expect(await total()).toEqual({ success: true, total: 1625.5, formatted_total: '$1,625' });

    // A further processed VIP cash claim of $123 moves the total by exactly that.
    const c = await createMember(t.db);
    await createVipClaim(t.db, { userId: c.id, tierId: tier, processed: true, amount: 123_00 });
    expect((await total()).total).toBe(1748.5);
  });
});
