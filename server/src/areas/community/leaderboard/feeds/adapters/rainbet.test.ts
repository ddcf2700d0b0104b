import { fakeWagered } from '../../../../../demo/feeds/demo-data';
import { FAKE_FEED_CREDENTIALS } from '../../../../../demo/feeds/fake-feeds';
import {
  NOVEMBER_UTC,
  startTestFeeds,
  TEST_NOW,
  AT_TEST_NOW,
  AFTER_NOVEMBER,
} from '../../../../../demo/feeds/testing';
import { dateOnlyRange, rainbetAdapter } from './rainbet';

const { key } = FAKE_FEED_CREDENTIALS.rainbet;
let fake: Awaited<ReturnType<typeof startTestFeeds>>;

beforeAll(async () => {
  fake = await startTestFeeds();
});
afterAll(() => fake.close());
beforeEach(() => fake.setMode('normal'));

const lastQuery = () =>
  Object.fromEntries(new URL(fake.requests.at(-1)!.url, fake.url).searchParams);

describe('dateOnlyRange', () => {
  const berlinNovember = {
    start: new Date('2026-10-31T23:00:00Z'), // 1 Nov 00:00 in Berlin
    end: new Date('2026-11-30T23:00:00Z'), // 1 Dec 00:00 in Berlin
    timeZone: 'Europe/Berlin',
  };

  it('names the first and the last day of the period in the given zone (end inclusive)', () => {
    expect(dateOnlyRange(berlinNovember, 'Europe/Berlin', true)).toEqual({
      start: '2026-11-01',
      end: '2026-11-30',
    });
    expect(dateOnlyRange(NOVEMBER_UTC, 'UTC', true)).toEqual({
      start: '2026-11-01',
      end: '2026-11-30',
    });
  });

  it('sends the day after the last one when the feed treats end_at as exclusive', () => {
    expect(dateOnlyRange(berlinNovember, 'Europe/Berlin', false)).toEqual({
      start: '2026-11-01',
      end: '2026-12-01',
    });
  });

  it('covers the whole period (never less) when the feed reads days in another zone', () => {
    // Berlin's November starts at 23:00 UTC on 31 Oct: a UTC feed must be asked from 31 Oct.
    expect(dateOnlyRange(berlinNovember, 'UTC', true)).toEqual({
      start: '2026-10-31',
      end: '2026-11-30',
    });
  });

  it('handles a week across a daylight-saving change', () => {
    const week = {
      start: new Date('2026-10-19T22:00:00Z'),
      end: new Date('2026-10-26T23:00:00Z'),
      timeZone: 'Europe/Berlin',
    };
    expect(dateOnlyRange(week, 'Europe/Berlin', true)).toEqual({
      start: '2026-10-20',
      end: '2026-10-26',
    });
  });
});

describe('Rainbet-style adapter against the fake feed', () => {
  const config = () => ({ baseUrl: fake.baseUrls.rainbet, key });

  it('asks with dates in the platform time zone and the key, and reads string amounts exactly', async () => {
    const result = await rainbetAdapter.fetchWagers(config(), NOVEMBER_UTC, AFTER_NOVEMBER);
    expect(new URL(fake.requests.at(-1)!.url, fake.url).pathname).toBe(
      '/rainbet/v1/external/affiliates',
    );
    expect(lastQuery()).toEqual({ start_at: '2026-11-01', end_at: '2026-11-30', key });
    const players = fake.players('rainbet');
    expect(result.rows).toEqual(
      players.map((p) => ({
        uid: p.uid,
        username: p.username,
        wagered: fakeWagered(p, NOVEMBER_UTC.start.getTime(), NOVEMBER_UTC.end.getTime(), TEST_NOW),
      })),
    );
  });

  it('uses the feed time zone when one is set, and an exclusive end when configured', async () => {
    const berlin = {
      start: new Date('2026-10-31T23:00:00Z'),
      end: new Date('2026-11-30T23:00:00Z'),
      timeZone: 'Europe/Berlin',
    };
    await rainbetAdapter.fetchWagers({ ...config(), feedTimeZone: 'UTC' }, berlin, AFTER_NOVEMBER);
    expect(lastQuery()).toMatchObject({ start_at: '2026-10-31', end_at: '2026-11-30' });
    await rainbetAdapter.fetchWagers(
      { ...config(), endDateInclusive: false },
      berlin,
      AFTER_NOVEMBER,
    );
    expect(lastQuery()).toMatchObject({ start_at: '2026-11-01', end_at: '2026-12-01' });
  });

  it('never shows the key in an error, though it travels in the query', async () => {
    fake.setMode('error500', 'rainbet');
    await expect(
      rainbetAdapter.fetchWagers(config(), NOVEMBER_UTC, AT_TEST_NOW),
    ).rejects.toMatchObject({
      kind: 'http',
      status: 500,
      message: expect.stringContaining('key=***'),
    });
    await rainbetAdapter.fetchWagers(config(), NOVEMBER_UTC, AT_TEST_NOW).catch((e: Error) => {
      expect(e.message).not.toContain(key);
    });
  });

  it('refuses an unknown time zone in its settings', async () => {
    await expect(
      rainbetAdapter.fetchWagers(
        { ...config(), feedTimeZone: 'Mars/Olympus' },
        NOVEMBER_UTC,
        AT_TEST_NOW,
      ),
    ).rejects.toMatchObject({
      kind: 'config',
      fieldErrors: { feedTimeZone: [expect.stringMatching(/Unknown time zone/)] },
    });
  });
});

describe('Rainbet keys with weighted amounts', () => {
  it('reports the amounts as weighted wagers when the key is weighted', async () => {
    const config = { baseUrl: fake.baseUrls.rainbet, key };
    const plain = await rainbetAdapter.fetchWagers(config, NOVEMBER_UTC, AT_TEST_NOW);
    expect(plain.rows.every((r) => r.weightedWagered === undefined)).toBe(true);
    const weighted = await rainbetAdapter.fetchWagers(
      { ...config, weighted: true },
      NOVEMBER_UTC,
      AT_TEST_NOW,
    );
    expect(weighted.rows).toEqual(plain.rows.map((r) => ({ ...r, weightedWagered: r.wagered })));
  });
});
