import { fakeWagered } from '../../../../../demo/feeds/demo-data';
import { FAKE_FEED_CREDENTIALS } from '../../../../../demo/feeds/fake-feeds';
import {
  NOVEMBER_UTC,
  startTestFeeds,
  TEST_NOW,
  AT_TEST_NOW,
  AFTER_NOVEMBER,
} from '../../../../../demo/feeds/testing';
import { normaliseRows } from '../normalise';
import { shuffleAdapter } from './shuffle';

const { secret } = FAKE_FEED_CREDENTIALS.shuffle;
let fake: Awaited<ReturnType<typeof startTestFeeds>>;

beforeAll(async () => {
  fake = await startTestFeeds();
});
afterAll(() => fake.close());
beforeEach(() => fake.setMode('normal'));

describe('Shuffle-style adapter against the fake feed', () => {
  const config = () => ({ baseUrl: fake.baseUrls.shuffle, secret });

  it('sends an ended period as epoch seconds (start down, end up) in the secret URL', async () => {
    fake.clock.set(AFTER_NOVEMBER.now.getTime());
    const period = {
      start: new Date(1_793_491_200_500),
      end: new Date(1_796_083_200_001),
      timeZone: 'UTC',
    };
    await shuffleAdapter.fetchWagers(config(), period, AFTER_NOVEMBER);
    fake.clock.set(TEST_NOW);
    const url = new URL(fake.requests.at(-1)!.url, fake.url);
    expect(url.pathname).toBe(`/shuffle/stats/${secret}`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTime: '1793491200',
      endTime: '1796083201',
    });
  });

  it('keeps only the configured campaign codes (case-insensitive) and merges a player’s codes exactly', async () => {
    const result = await shuffleAdapter.fetchWagers(
      { ...config(), campaignCodes: 'lobby, LobbyVip' },
      NOVEMBER_UTC,
      AT_TEST_NOW,
    );
    const players = fake.players('shuffle');
    const ours = players.filter((p) => !p.codes.some((c) => c.code === 'OTHERSTREAMER'));
    expect(ours.length).toBeLessThan(players.length);
    const twoCodes = ours.filter((p) => p.codes.length === 2).length;
    expect(twoCodes).toBeGreaterThan(0);
    expect(result.rows).toHaveLength(ours.length + twoCodes);
    expect(result.received).toBe(players.length + twoCodes);

    const board = normaliseRows(result.rows, { basis: 'raw' });
    const expected = ours
      .map((p) => ({
        username: p.username,
        wagered: fakeWagered(p, NOVEMBER_UTC.start.getTime(), NOVEMBER_UTC.end.getTime(), TEST_NOW),
      }))
      .filter((r) => r.wagered > 0);
    expect(board.merged).toBe(twoCodes);
    expect(new Map(board.entries.map((e) => [e.username, e.wagered]))).toEqual(
      new Map(expected.map((e) => [e.username, e.wagered])),
    );
  });

  it('counts every code when no filter is set', async () => {
    const result = await shuffleAdapter.fetchWagers(config(), NOVEMBER_UTC, AT_TEST_NOW);
    expect(result.rows).toHaveLength(result.received);
    expect(
      result.rows.some(
        (r) =>
          fake.players('shuffle').find((p) => p.username === r.username)?.codes[0]?.code ===
          'OTHERSTREAMER',
      ),
    ).toBe(true);
  });

  it('validates campaign codes', async () => {
    await expect(
      shuffleAdapter.fetchWagers(
        { ...config(), campaignCodes: ['ok', 'not ok!'] },
        NOVEMBER_UTC,
        AT_TEST_NOW,
      ),
    ).rejects.toMatchObject({
      kind: 'config',
      fieldErrors: { 'campaignCodes.1': [expect.stringMatching(/letters, digits/)] },
    });
  });

  it('never shows the secret path segment in an error', async () => {
    fake.setMode('html', 'shuffle');
    const e = (await shuffleAdapter
      .fetchWagers(config(), NOVEMBER_UTC, AT_TEST_NOW)
      .catch((x: unknown) => x)) as Error;
    expect(e).toMatchObject({ kind: 'parse' });
    expect(e.message).toContain('/shuffle/stats/***');
    expect(e.message).not.toContain(secret);
  });
});
