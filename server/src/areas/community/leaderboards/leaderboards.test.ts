import { buildTestApp, testDialects } from '../../../test/app';
import type { TestApp } from '../../../test/app';

describe.each(testDialects())('leaderboards (%s)', (dialect) => {
  let t: TestApp;
  const now = new Date('2026-11-21T12:00:00.000Z');
  beforeAll(async () => {
    t = await buildTestApp(dialect, { clock: () => now });
  });
  afterAll(() => t.close());

  it('lists every active platform with its current period and top three', async () => {
    const res = await t.app.inject('/api/r/leaderboard');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.platforms.map((p: { slug: string }) => p.slug)).toEqual([
      'lumen',
      'stakeforge',
      'rollvault',
      'novaspin',
    ]);
    const lumen = data.platforms[0];
    expect(lumen.active_leaderboard).toMatchObject({
      timeframe: 'weekly',
      total_prize_pool: 5000,
      currency_symbol: '$',
    });
    // One period ends within 24 hours, so the header banner shows.
    const endsIn = Date.parse(lumen.active_leaderboard.current_period_end) - now.getTime();
    expect(endsIn).toBeGreaterThan(0);
    expect(endsIn).toBeLessThan(24 * 3600_000);
    expect(
      data.platforms.map(
        (p: { active_leaderboard: { timeframe: string } }) => p.active_leaderboard.timeframe,
      ),
    ).toEqual(expect.arrayContaining(['weekly', 'monthly', 'biweekly']));
    for (const p of data.platforms) expect(p.top_three).toHaveLength(3);
    expect(data.top_three).toEqual(lumen.top_three);
    expect(data.rest_of_users.length).toBeGreaterThan(10);
    expect(data.rest_of_users[0].rank).toBe(4);
    expect(data.prizes[0]).toBe(2000);
    expect(data.current_period).toEqual({
      start: lumen.active_leaderboard.current_period_start,
      end: lumen.active_leaderboard.current_period_end,
    });
    const all = [...data.top_three, ...data.rest_of_users];
    for (let i = 1; i < all.length; i++)
      expect(all[i - 1].wagered).toBeGreaterThanOrEqual(all[i].wagered);
  });

  it('answers one platform by slug, by id, and the last period', async () => {
    const top = (await t.app.inject('/api/r/leaderboard/stakeforge')).json();
    expect(top.data.platform.slug).toBe('stakeforge');
    expect(top.data.top_three).toHaveLength(3);
    expect(top.data.currency_symbol).toBe('$');

    const current = (
      await t.app.inject('/api/r/leaderboard?platform=stakeforge&period=current')
    ).json();
    expect(current.data.period).toBe('current');
    expect(current.data.top_three).toEqual(top.data.top_three);
    const byId = (await t.app.inject(`/api/r/leaderboard?platform=${top.data.platform.id}`)).json();
    expect(byId.data.top_three).toEqual(top.data.top_three);

    const last = (await t.app.inject('/api/r/leaderboard?platform=stakeforge&period=last')).json();
    expect(last.data.period).toBe('last');
    expect(Date.parse(last.data.current_period.end)).toBeLessThanOrEqual(
      Date.parse(current.data.current_period.start),
    );
    expect(last.data.top_three[0].username).not.toBe(current.data.top_three[0].username);
    expect(last.data.prizes).toEqual([10000, 5000, 3000, 2000, 1500, 1250, 1000, 750, 250, 250]);
  });

  it('defaults a missing period start to 7 days before now', async () => {
    const p = await t.db
      .selectFrom('platforms')
      .select('id')
      .where('slug', '=', 'novaspin')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('leaderboards')
      .set({ period_start: null })
      .where('platform_id', '=', p.id)
      .where('status', '=', 'current')
      .execute();
    const res = (await t.app.inject('/api/r/leaderboard?platform=novaspin')).json();
    expect(res.data.current_period.start).toBe(
      new Date(now.getTime() - 7 * 24 * 3600_000).toISOString(),
    );
  });

  it('answers 404 JSON for an unknown platform and 400 for bad input', async () => {
    const missing = await t.app.inject('/api/r/leaderboard?platform=nope');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'Platform not found' });
    expect((await t.app.inject('/api/r/leaderboard/nope')).statusCode).toBe(404);
    const bad = await t.app.inject('/api/r/leaderboard?platform=lumen&period=forever');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ period: ["Period must be 'current' or 'last'"] });
    expect((await t.app.inject('/api/r/leaderboard/Bad%20Slug')).statusCode).toBe(400);
  });
});
