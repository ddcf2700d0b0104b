import { fakeFeedConfigs } from '../../../../../demo/feeds/configs';
import { fakeWagered } from '../../../../../demo/feeds/demo-data';
import { FAKE_PLATFORMS } from '../../../../../demo/feeds/fake-feeds';
import type { FakePlatform } from '../../../../../demo/feeds/fake-feeds';
import { NOVEMBER_UTC, startTestFeeds, TEST_NOW } from '../../../../../demo/feeds/testing';
import { normaliseRows } from '../normalise';
import { feedAdapters } from '../registry';
import { CHICKEN_HIDDEN_NAME } from './chicken';
import { splitDateRange } from './rainbet';

// Each adapter asks its API only for what the API accepts: never a time after now, in the API's
// own form. A running period (the fake's clock inside November) and an ended one (the clock in
// December) for every adapter.

const RUNNING = TEST_NOW; // 2026-11-20T12:34:56Z
const ENDED = Date.UTC(2026, 11, 10, 8);
let fake: Awaited<ReturnType<typeof startTestFeeds>>;

beforeAll(async () => {
  fake = await startTestFeeds();
});
afterAll(() => fake.close());
beforeEach(() => fake.setMode('normal'));

async function sync(platform: FakePlatform, at: number, period = NOVEMBER_UTC) {
  fake.clock.set(at);
  const { kind, config } = fakeFeedConfigs(fake.url)[platform];
  const before = fake.requests.length;
  const result = await feedAdapters[kind].fetchWagers(config as Record<string, unknown>, period, {
    now: new Date(at),
  });
  const asked = fake.requests.slice(before).map((r) => new URL(r.url, fake.url));
  const queries = asked.map((u) => Object.fromEntries(u.searchParams));
  return { result, queries, paths: asked.map((u) => u.pathname) };
}

const board = (rows: Parameters<typeof normaliseRows>[0]) =>
  new Map(normaliseRows(rows, { basis: 'raw' }).entries.map((e) => [e.username, e.wagered]));

// The names the platforms show for players who hide theirs (each such player stays apart).
const HIDDEN_NAME: Partial<Record<FakePlatform, string>> = {
  chicken: CHICKEN_HIDDEN_NAME,
  gamdom: 'Hidden User',
};

/** The board of what the fake's players wagered in [from, to) seen at `at`. */
function expectedBoard(platform: FakePlatform, from: number, to: number, at: number) {
  return board(
    fake
      .players(platform)
      // The fake Shuffle feed's config counts the streamer's own campaign codes only.
      .filter((p) => !p.codes.some((c) => c.code === 'OTHERSTREAMER'))
      .map((p) => ({
        username: p.hidden ? HIDDEN_NAME[platform]! : p.username,
        wagered: fakeWagered(p, from, to, at),
        uid: p.uid,
        ...(p.hidden ? { anonymous: true } : {}),
      })),
  );
}

describe.each([
  ['running', RUNNING],
  ['ended', ENDED],
] as const)('a %s period', (_, at) => {
  const start = NOVEMBER_UTC.start.getTime();
  const end = NOVEMBER_UTC.end.getTime();

  it('Roobet: ISO timestamps, the end no later than now', async () => {
    const { result, queries } = await sync('roobet', at);
    expect(queries).toEqual([
      expect.objectContaining({
        startDate: '2026-11-01T00:00:00.000Z',
        endDate: new Date(Math.min(at, end)).toISOString(),
      }),
    ]);
    expect(board(result.rows)).toEqual(expectedBoard('roobet', start, end, at));
  });

  it('Shuffle: epoch seconds, never a future end (Shuffle answers 400 INVALID_DATE)', async () => {
    const { result, queries } = await sync('shuffle', at);
    expect(queries).toEqual([
      {
        startTime: String(start / 1000),
        endTime: String(Math.floor(Math.min(at, end) / 1000)),
      },
    ]);
    expect(board(result.rows)).toEqual(expectedBoard('shuffle', start, end, at));
  });

  it('Rainbet: dates, the last one today at the latest (inclusive)', async () => {
    const { result, queries } = await sync('rainbet', at);
    expect(queries).toEqual([
      expect.objectContaining({
        start_at: '2026-11-01',
        end_at: at === RUNNING ? '2026-11-20' : '2026-11-30',
      }),
    ]);
    expect(board(result.rows)).toEqual(expectedBoard('rainbet', start, end, at));
  });

  it('Goated: running totals whatever the period', async () => {
    const { result, queries } = await sync('goated', at);
    expect(queries).toEqual([{}]);
    expect(board(result.rows)).toEqual(expectedBoard('goated', 0, at, at));
  });

  it('generic JSON: its range parameters, the end no later than now', async () => {
    const { result, queries } = await sync('generic', at);
    expect(queries).toHaveLength(1);
    expect(queries[0]).toEqual({
      from: NOVEMBER_UTC.start.toISOString(),
      to: new Date(Math.min(at, end)).toISOString(),
    });
    expect(board(result.rows)).toEqual(expectedBoard('generic', start, end, at));
  });

  it('Chicken.gg: epoch milliseconds, the end no later than now, hidden players apart', async () => {
    const { result, queries } = await sync('chicken', at);
    expect(queries).toEqual([
      expect.objectContaining({ minTime: String(start), maxTime: String(Math.min(at, end)) }),
    ]);
    expect(result.rows.filter((r) => r.anonymous).length).toBeGreaterThan(3);
    expect(board(result.rows)).toEqual(expectedBoard('chicken', start, end, at));
  });

  it("Gamdom: since the period's first day, its month's bucket only", async () => {
    const { result, queries } = await sync('gamdom', at);
    expect(queries).toEqual([expect.objectContaining({ after: '2026-11-01' })]);
    expect(board(result.rows)).toEqual(expectedBoard('gamdom', start, end, at));
  });

  it('Clash.gg: totals since a day (in the path); an ended period as the difference of two', async () => {
    const { result, paths } = await sync('clash', at);
    expect(paths).toEqual(
      (at === RUNNING ? ['2026-11-01'] : ['2026-11-01', '2026-12-01']).map(
        (d) => `/clash/affiliates/detailed-summary/v2/${d}`,
      ),
    );
    expect(board(result.rows)).toEqual(expectedBoard('clash', start, end, at));
  });

  it('Packdraw: totals since `after` (M-D-YYYY); an ended period as the difference of two', async () => {
    const { result, queries } = await sync('packdraw', at);
    expect(queries.map((q) => q.after)).toEqual(
      at === RUNNING ? ['11-1-2026'] : ['11-1-2026', '12-1-2026'],
    );
    expect(board(result.rows)).toEqual(expectedBoard('packdraw', start, end, at));
  });
});

describe('periods the APIs cannot be asked for as they are', () => {
  it('asks nothing for a period that has not started', async () => {
    for (const platform of FAKE_PLATFORMS.filter((p) => p !== 'goated')) {
      const { result, queries } = await sync(platform, NOVEMBER_UTC.start.getTime() - 1);
      expect([platform, queries, result.rows]).toEqual([platform, [], []]);
    }
  });

  it('Rainbet: a period longer than 123 days is asked in pieces and summed exactly', async () => {
    const period = {
      start: new Date(Date.UTC(2026, 0, 1)),
      end: new Date(Date.UTC(2026, 6, 20)),
      timeZone: 'UTC',
    };
    const at = Date.UTC(2026, 7, 1);
    const { result, queries } = await sync('rainbet', at, period);
    expect(queries.map((q) => [q.start_at, q.end_at])).toEqual([
      ['2026-01-01', '2026-05-03'],
      ['2026-05-04', '2026-07-19'],
    ]);
    expect(board(result.rows)).toEqual(
      expectedBoard('rainbet', period.start.getTime(), period.end.getTime(), at),
    );
  });

  it('splitDateRange: pieces of at most N days, inclusive or exclusive ends', () => {
    expect(splitDateRange({ start: '2026-01-01', end: '2026-01-10' }, 4, true)).toEqual([
      { start: '2026-01-01', end: '2026-01-04' },
      { start: '2026-01-05', end: '2026-01-08' },
      { start: '2026-01-09', end: '2026-01-10' },
    ]);
    expect(splitDateRange({ start: '2026-01-01', end: '2026-01-09' }, 4, false)).toEqual([
      { start: '2026-01-01', end: '2026-01-05' },
      { start: '2026-01-05', end: '2026-01-09' },
    ]);
    expect(splitDateRange({ start: '2026-01-01', end: '2026-01-01' }, 123, true)).toEqual([
      { start: '2026-01-01', end: '2026-01-01' },
    ]);
  });
});
