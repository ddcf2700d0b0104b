import { createMember } from '../../../core/users/factories';
import { buildTestApp, testDialects } from '../../../test/app';
import type { TestApp } from '../../../test/app';
import { createCasinoLink, createLeaderboard, createPlatform } from './factories';
import { addWall, periodAfter } from './periods';
import { rolloverDuePeriods } from './rollover';
import { unpackStandings } from './standings';

const DAY = 86_400_000;

describe('periods', () => {
  it('steps weekly, bi-weekly, monthly and custom periods in the platform zone', () => {
    const start = new Date('2026-10-19T04:00:00.000Z'); // Monday 00:00 in New York (EDT)
    const end = new Date('2026-10-26T04:00:00.000Z');
    const zone = 'America/New_York';
    // DST ends on 1 Nov: the next Monday midnight is 05:00 UTC.
    expect(
      periodAfter({ timeframe: 'weekly', custom: false, start, end, timeZone: zone }, end),
    ).toEqual({ start: end, end: new Date('2026-11-02T05:00:00.000Z') });
    expect(
      periodAfter({ timeframe: 'biweekly', custom: false, start, end, timeZone: 'UTC' }, end).end,
    ).toEqual(new Date(end.getTime() + 14 * DAY));
    expect(
      periodAfter(
        {
          timeframe: 'monthly',
          custom: false,
          start: new Date('2026-12-01T00:00:00Z'),
          end: new Date('2027-01-31T00:00:00Z'),
          timeZone: 'UTC',
        },
        new Date('2027-01-31T00:00:00Z'),
      ).end,
    ).toEqual(new Date('2027-02-28T00:00:00Z'));
    // A custom period of 3 days repeats its length.
    const c = periodAfter(
      {
        timeframe: 'weekly',
        custom: true,
        start: new Date('2026-11-01T00:00:00Z'),
        end: new Date('2026-11-04T00:00:00Z'),
        timeZone: 'UTC',
      },
      new Date('2026-11-04T00:00:00Z'),
    );
    expect(c.end).toEqual(new Date('2026-11-07T00:00:00Z'));
    // Catching up after three missed weeks: the period running now, not the first missed one.
    const late = periodAfter(
      { timeframe: 'weekly', custom: false, start, end, timeZone: 'UTC' },
      new Date(end.getTime() + 22 * DAY),
    );
    expect(late).toEqual({
      start: new Date(end.getTime() + 21 * DAY),
      end: new Date(end.getTime() + 28 * DAY),
    });
    expect(addWall(new Date('2026-01-31T12:00:00Z'), 'UTC', { months: 1 })).toEqual(
      new Date('2026-02-28T12:00:00Z'),
    );
  });
});

describe.each(testDialects())('period rollover (%s)', (dialect) => {
  let t: TestApp;
  const now = new Date('2026-11-23T00:05:00.000Z');

  beforeAll(async () => {
    t = await buildTestApp(dialect, { clock: () => now });
  });
  afterAll(() => t.close());

  it('freezes the standings, records winners, notifies verified names and opens the next period once', async () => {
    const p = await createPlatform(t.db, { name: 'Lumen' });
    const board = await createLeaderboard(t.db, {
      platformId: p.id,
      timeframe: 'weekly',
      period_start: '2026-11-16T00:00:00.000Z',
      period_end: '2026-11-23T00:00:00.000Z',
      prizes: [500_00, 250_00, 100_00],
      total_prize_pool: 850_00,
      currency_symbol: '€',
      entries: [
        { username: 'WhaleOne', wagered: 90_000_00 },
        { username: 'second', wagered: 50_000_00 },
        { username: 'third', wagered: 10_000_00 },
        { username: 'fourth', wagered: 5_000_00 },
      ],
    });
    const winner = await createMember(t.db);
    const pendingMember = await createMember(t.db);
    await createCasinoLink(t.db, winner.id, p.id, 'whaleone', {
      reviewed_at: '2026-11-01T00:00:00.000Z',
    });
    await createCasinoLink(t.db, pendingMember.id, p.id, 'second', { status: 'pending' });

    const r = await rolloverDuePeriods(t.db, now, { finalSync: false });
    expect(r).toEqual({ closed: 1, opened: 1, winners: 3 });
    // Idempotent: nothing is due any more.
    expect(await rolloverDuePeriods(t.db, now, { finalSync: false })).toEqual({
      closed: 0,
      opened: 0,
      winners: 0,
    });

    const boards = await t.db
      .selectFrom('leaderboards')
      .selectAll()
      .where('platform_id', '=', p.id)
      .orderBy('id')
      .execute();
    expect(boards).toHaveLength(2);
    expect(boards[0]).toMatchObject({ status: 'ended', closed_at: now.toISOString() });
    expect(boards[1]).toMatchObject({
      status: 'current',
      timeframe: 'weekly',
      period_start: '2026-11-23T00:00:00.000Z',
      period_end: '2026-11-30T00:00:00.000Z',
      prizes: JSON.stringify([500_00, 250_00, 100_00]),
      currency_symbol: '€',
    });
    expect(Number(boards[1]!.total_prize_pool)).toBe(850_00);

    const winners = await t.db
      .selectFrom('leaderboard_winners')
      .selectAll()
      .where('leaderboard_id', '=', board.id)
      .orderBy('place')
      .execute();
    expect(winners.map((w) => [w.place, w.username, Number(w.prize), w.user_id ?? null])).toEqual([
      [1, 'WhaleOne', 500_00, winner.id],
      [2, 'second', 250_00, null], // a pending name earns nothing
      [3, 'third', 100_00, null],
    ]);

    const notes = await t.db
      .selectFrom('notifications')
      .selectAll()
      .where('type', '=', 'leaderboard_prize')
      .execute();
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ user_id: winner.id });
    expect(notes[0]!.message).toContain('€500.00');

    const final = await t.db
      .selectFrom('leaderboard_snapshots')
      .selectAll()
      .where('leaderboard_id', '=', board.id)
      .where('source', '=', 'final')
      .execute();
    expect(final).toHaveLength(1);
    expect(unpackStandings(final[0]!.rows_gzip).map((s) => s.username)).toEqual([
      'WhaleOne',
      'second',
      'third',
      'fourth',
    ]);
  });

  it('catches up a stale period: the next one is the period running now', async () => {
    const p = await createPlatform(t.db);
    await createLeaderboard(t.db, {
      platformId: p.id,
      timeframe: 'monthly',
      period_start: '2026-08-01T00:00:00.000Z',
      period_end: '2026-09-01T00:00:00.000Z',
    });
    await rolloverDuePeriods(t.db, now, { finalSync: false });
    const current = await t.db
      .selectFrom('leaderboards')
      .selectAll()
      .where('platform_id', '=', p.id)
      .where('status', '=', 'current')
      .executeTakeFirstOrThrow();
    expect(current.period_start).toBe('2026-11-01T00:00:00.000Z');
    expect(current.period_end).toBe('2026-12-01T00:00:00.000Z');
  });

  it('two rollovers at once close a period once', async () => {
    const p = await createPlatform(t.db);
    await createLeaderboard(t.db, {
      platformId: p.id,
      period_start: '2026-11-15T00:00:00.000Z',
      period_end: '2026-11-22T00:00:00.000Z',
      prizes: [100_00],
      entries: 2,
    });
    const results = await Promise.all([
      rolloverDuePeriods(t.db, now, { finalSync: false }),
      rolloverDuePeriods(t.db, now, { finalSync: false }),
    ]);
    expect(results.reduce((a, r) => a + r.closed, 0)).toBe(1);
    const boards = await t.db
      .selectFrom('leaderboards')
      .select(['status'])
      .where('platform_id', '=', p.id)
      .execute();
    expect(boards.filter((b) => b.status === 'current')).toHaveLength(1);
    expect(boards).toHaveLength(2);
  });
});
