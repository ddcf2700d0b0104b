import { fakeWagered } from '../../../../../demo/feeds/demo-data';
import { FAKE_FEED_CREDENTIALS } from '../../../../../demo/feeds/fake-feeds';
import {
  NOVEMBER_UTC,
  startTestFeeds,
  TEST_NOW,
  AT_TEST_NOW,
} from '../../../../../demo/feeds/testing';
import { diffFromSnapshot, goatedAdapter } from './goated';

const { code } = FAKE_FEED_CREDENTIALS.goated;
let fake: Awaited<ReturnType<typeof startTestFeeds>>;

beforeAll(async () => {
  fake = await startTestFeeds();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.setMode('normal');
  fake.clock.set(TEST_NOW);
});

describe('Goated-style adapter against the fake feed', () => {
  const config = () => ({ baseUrl: fake.baseUrls.goated, code });

  it('calls the referral leaderboard with the code and returns all-time totals', async () => {
    const result = await goatedAdapter.fetchWagers(config(), NOVEMBER_UTC, AT_TEST_NOW);
    expect(new URL(fake.requests.at(-1)!.url, fake.url).pathname).toBe(
      `/goated/user2/affiliate/referral-leaderboard/${code}`,
    );
    expect(goatedAdapter.rangeMode).toBe('cumulative');
    const players = fake.players('goated');
    expect(result.rows).toEqual(
      players.map((p) => ({
        uid: p.uid,
        username: p.username,
        wagered: fakeWagered(p, 0, TEST_NOW, TEST_NOW),
      })),
    );
  });

  it('ranks a period by the difference from the snapshot taken at its start', async () => {
    // The sync at the period's start stores the totals…
    fake.clock.set(NOVEMBER_UTC.start.getTime());
    const snapshot = await goatedAdapter.fetchWagers(config(), NOVEMBER_UTC, AT_TEST_NOW);
    // …and a later sync ranks by the growth since: exactly the wagers inside the period.
    fake.clock.set(TEST_NOW);
    const current = await goatedAdapter.fetchWagers(config(), NOVEMBER_UTC, AT_TEST_NOW);
    const board = diffFromSnapshot(snapshot.rows, current.rows);

    const expected = fake
      .players('goated')
      .map((p) => ({
        username: p.username,
        wagered: fakeWagered(p, NOVEMBER_UTC.start.getTime(), TEST_NOW, TEST_NOW),
      }))
      .filter((r) => r.wagered > 0)
      .sort((a, b) => b.wagered - a.wagered || (a.username < b.username ? -1 : 1));
    expect(board.map(({ username, wagered }) => ({ username, wagered }))).toEqual(expected);
    expect(board.length).toBeGreaterThan(10);
  });

  it('answers 404 for a wrong code with advice, never echoing the code', async () => {
    const wrong = 'WRONGCODE12345';
    const e = await goatedAdapter
      .fetchWagers({ ...config(), code: wrong }, NOVEMBER_UTC, AT_TEST_NOW)
      .catch((x: Error) => x);
    expect(e).toMatchObject({ kind: 'http', status: 404 });
    expect((e as Error).message).toMatch(/check the base URL and the code/);
    expect((e as Error).message).not.toContain(wrong);
  });

  it('refuses an answer without the data list', async () => {
    fake.setMode('wrong-shape', 'goated');
    await expect(
      goatedAdapter.fetchWagers(config(), NOVEMBER_UTC, AT_TEST_NOW),
    ).rejects.toMatchObject({
      kind: 'shape',
      message:
        'Goated answered an object with "status", "message" where { data: [...] } was expected',
    });
  });
});

describe('Goated deployments', () => {
  const { token } = FAKE_FEED_CREDENTIALS.goated;

  it.each(['user2', 'user'] as const)(
    'reaches the /%s/affiliate/referral-leaderboard path form, with a bearer token when set',
    async (pathPrefix) => {
      const result = await goatedAdapter.fetchWagers(
        { baseUrl: fake.baseUrls.goated, code, pathPrefix, token },
        NOVEMBER_UTC,
        AT_TEST_NOW,
      );
      const req = fake.requests.at(-1)!;
      expect(new URL(req.url, fake.url).pathname).toBe(
        `/goated/${pathPrefix}/affiliate/referral-leaderboard/${code}`,
      );
      expect(req.authorization).toBe(`Bearer ${token}`);
      expect(result.rows).toHaveLength(fake.players('goated').length);
    },
  );

  it('says a wrong token is refused without showing it, and needs a code or a token', async () => {
    const e = (await goatedAdapter
      .fetchWagers(
        { baseUrl: fake.baseUrls.goated, code, token: 'wrong-token-123' },
        NOVEMBER_UTC,
        AT_TEST_NOW,
      )
      .catch((x: unknown) => x)) as Error;
    expect(e).toMatchObject({ kind: 'http', status: 401 });
    expect(e.message).not.toContain('wrong-token-123');
    await expect(
      goatedAdapter.fetchWagers({ baseUrl: fake.baseUrls.goated, code: '' }, NOVEMBER_UTC),
    ).rejects.toMatchObject({ kind: 'config', fieldErrors: { code: [expect.any(String)] } });
    await expect(
      goatedAdapter.fetchWagers(
        { baseUrl: fake.baseUrls.goated, code, pathPrefix: 'user3' as 'user' },
        NOVEMBER_UTC,
      ),
    ).rejects.toMatchObject({ kind: 'config', fieldErrors: { pathPrefix: [expect.any(String)] } });
  });
});
