import { fakeWagered } from '../../../../../demo/feeds/demo-data';
import { FAKE_FEED_CREDENTIALS } from '../../../../../demo/feeds/fake-feeds';
import {
  NOVEMBER_UTC,
  startTestFeeds,
  TEST_NOW,
  AT_TEST_NOW,
  AFTER_NOVEMBER,
} from '../../../../../demo/feeds/testing';
import { isFeedError } from '../errors';
import type { FeedError } from '../errors';
import { roobetAdapter } from './roobet';

const { token, userId } = FAKE_FEED_CREDENTIALS.roobet;
let fake: Awaited<ReturnType<typeof startTestFeeds>>;
let config: { baseUrl: string; token: string; userId: string };

beforeAll(async () => {
  fake = await startTestFeeds();
  config = { baseUrl: fake.baseUrls.roobet, token, userId };
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.setMode('normal');
  fake.clock.set(TEST_NOW);
});

const failure = async (p: Promise<unknown>): Promise<FeedError> => {
  try {
    await p;
  } catch (e) {
    if (isFeedError(e)) return e;
    throw e;
  }
  throw new Error('expected a FeedError');
};

describe('Roobet-style adapter against the fake feed', () => {
  it('asks for an ended period with full ISO timestamps and the bearer token', async () => {
    await roobetAdapter.fetchWagers(config, NOVEMBER_UTC, AFTER_NOVEMBER);
    const req = fake.requests.at(-1)!;
    const url = new URL(req.url, fake.url);
    expect(url.pathname).toBe('/roobet/affiliate/v2/stats');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      userId,
      startDate: '2026-11-01T00:00:00.000Z',
      endDate: '2026-12-01T00:00:00.000Z',
    });
    expect(req.authorization).toBe(`Bearer ${token}`);
  });

  it('returns every player with exact cents, weighted and favourite game', async () => {
    const result = await roobetAdapter.fetchWagers(config, NOVEMBER_UTC, AT_TEST_NOW);
    const players = fake.players('roobet');
    expect(result).toMatchObject({ dropped: 0, received: players.length });
    expect(result.rows).toHaveLength(players.length);
    for (const [i, p] of players.entries()) {
      const row = result.rows[i]!;
      const cents = fakeWagered(
        p,
        NOVEMBER_UTC.start.getTime(),
        NOVEMBER_UTC.end.getTime(),
        TEST_NOW,
      );
      expect(row).toEqual({
        uid: p.uid,
        username: p.username,
        wagered: cents,
        weightedWagered: Math.floor((cents * p.weightPermille) / 1000),
        favoriteGameTitle: p.favoriteGame,
      });
    }
  });

  it('shows movement: a later sync of the same period reports more', async () => {
    const before = await roobetAdapter.fetchWagers(config, NOVEMBER_UTC, AT_TEST_NOW);
    fake.clock.set(TEST_NOW + 6 * 3_600_000);
    const after = await roobetAdapter.fetchWagers(config, NOVEMBER_UTC, {
      now: new Date(TEST_NOW + 6 * 3_600_000),
    });
    const total = (rows: { wagered: number }[]) => rows.reduce((s, r) => s + r.wagered, 0);
    expect(total(after.rows)).toBeGreaterThan(total(before.rows));
    after.rows.forEach((r, i) => expect(r.wagered).toBeGreaterThanOrEqual(before.rows[i]!.wagered));
  });

  it('reads amounts sent as strings (padded, exponent form) to the same cents', async () => {
    const normal = await roobetAdapter.fetchWagers(config, NOVEMBER_UTC, AT_TEST_NOW);
    fake.setMode('string-amounts', 'roobet');
    const strings = await roobetAdapter.fetchWagers(config, NOVEMBER_UTC, AT_TEST_NOW);
    expect(strings.rows).toEqual(normal.rows);
  });

  it('drops and counts rows with a missing username or amount, keeping the rest', async () => {
    fake.setMode('missing-fields', 'roobet');
    const result = await roobetAdapter.fetchWagers(config, NOVEMBER_UTC, AT_TEST_NOW);
    const n = fake.players('roobet').length;
    const expectedDropped = Array.from({ length: n }, (_, i) => i).filter(
      (i) => i % 5 === 0 || i % 7 === 0,
    ).length;
    expect(result.dropped).toBe(expectedDropped);
    expect(result.rows).toHaveLength(n - expectedDropped);
    expect(result.droppedSamples[0]).toEqual({ index: 0, reason: 'username is missing' });
    expect(result.droppedSamples.find((s) => s.index === 7)?.reason).toMatch(/wagered is missing/);
  });

  it('refuses a wrong token with an actionable message that never shows the token', async () => {
    const wrong = 'wrong-token-123456789';
    const e = await failure(
      roobetAdapter.fetchWagers({ ...config, token: wrong }, NOVEMBER_UTC, AT_TEST_NOW),
    );
    expect(e).toMatchObject({ kind: 'http', status: 401, retryable: false });
    expect(e.message).toMatch(/HTTP 401.*check the token or key/);
    expect(e.message).not.toContain(wrong);
  });

  it('checks its settings before calling anything', async () => {
    const before = fake.requests.length;
    const e = await failure(
      roobetAdapter.fetchWagers(
        { baseUrl: 'ftp://x', token: '', userId: '' },
        NOVEMBER_UTC,
        AT_TEST_NOW,
      ),
    );
    expect(e.kind).toBe('config');
    expect(e.fieldErrors).toEqual({
      baseUrl: ['Only http and https URLs are allowed'],
      token: ['Enter the API token'],
      userId: ['Enter your Roobet user id'],
    });
    expect(fake.requests.length).toBe(before);
  });

  it('refuses a period that ends before it starts', async () => {
    const e = await failure(
      roobetAdapter.fetchWagers(config, { ...NOVEMBER_UTC, end: NOVEMBER_UTC.start }, AT_TEST_NOW),
    );
    expect(e).toMatchObject({ kind: 'config' });
  });
});

describe('Roobet filters', () => {
  it('sends categories, game identifiers and providers comma-separated, only when set', async () => {
    await roobetAdapter.fetchWagers(
      {
        ...config,
        categories: 'slots, provably fair',
        gameIdentifiers: ['housegames:dice'],
        providers: '',
      },
      NOVEMBER_UTC,
      AFTER_NOVEMBER,
    );
    const q = Object.fromEntries(new URL(fake.requests.at(-1)!.url, fake.url).searchParams);
    expect(q).toEqual({
      userId,
      startDate: '2026-11-01T00:00:00.000Z',
      endDate: '2026-12-01T00:00:00.000Z',
      categories: 'slots,provably fair',
      gameIdentifiers: 'housegames:dice',
    });
  });

  it('refuses a filter value it could not send as one', async () => {
    const e = await failure(
      roobetAdapter.fetchWagers({ ...config, categories: ['ok', 'a\u0001b'] }, NOVEMBER_UTC),
    );
    expect(e).toMatchObject({
      kind: 'config',
      fieldErrors: { 'categories.1': [expect.any(String)] },
    });
  });
});
