import { parseCents } from '../../areas/community/leaderboard/feeds/cents';
import { fakeFeedConfigs } from './configs';
import { FAKE_FEED_CREDENTIALS, FAKE_PLATFORMS } from './fake-feeds';
import { startTestFeeds, TEST_NOW } from './testing';

let fake: Awaited<ReturnType<typeof startTestFeeds>>;

beforeAll(async () => {
  fake = await startTestFeeds({ slowMs: 60_000 });
});
afterAll(() => fake.close());
beforeEach(() => fake.setMode('normal'));

describe('the fake casino feeds', () => {
  it('has 60–150 fictional players per platform, unique names, the same on every run', () => {
    for (const p of FAKE_PLATFORMS) {
      const players = fake.players(p);
      expect(players.length).toBeGreaterThanOrEqual(60);
      expect(players.length).toBeLessThanOrEqual(150);
      expect(new Set(players.map((x) => x.username.toLowerCase())).size).toBe(players.length);
    }
    expect(
      fake
        .players('roobet')
        .slice(0, 3)
        .map((p) => p.username),
    ).toEqual(
      fake
        .players('roobet')
        .slice(0, 3)
        .map((p) => p.username),
    );
  });

  it('describes itself and switches modes over HTTP for other processes (e2e)', async () => {
    const index = (await (await fetch(fake.url)).json()) as {
      platforms: Record<string, { mode: string }>;
    };
    expect(Object.keys(index.platforms)).toEqual([...FAKE_PLATFORMS]);

    const res = await fetch(`${fake.url}/_control/mode`, {
      method: 'POST',
      body: JSON.stringify({ mode: 'error500', platform: 'goated' }),
    });
    expect(res.status).toBe(200);
    expect(fake.mode('goated')).toBe('error500');
    expect(fake.mode('roobet')).toBe('normal');
    const goated = await fetch(
      `${fake.baseUrls.goated}/user2/affiliate/referral-leaderboard/${FAKE_FEED_CREDENTIALS.goated.code}`,
    );
    expect(goated.status).toBe(500);

    const bad = await fetch(`${fake.url}/_control/mode`, {
      method: 'POST',
      body: JSON.stringify({ mode: 'explode' }),
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toMatch(
      /mode must be one of normal, slow/,
    );
  });

  it('checks credentials and parameters like a real feed', async () => {
    const c = fakeFeedConfigs(fake.url);
    const noToken = await fetch(
      `${c.roobet.config.baseUrl}/affiliate/v2/stats?userId=${c.roobet.config.userId}&startDate=2026-11-01T00:00:00Z&endDate=2026-11-02T00:00:00Z`,
    );
    expect(noToken.status).toBe(401);
    const badDates = await fetch(
      `${c.rainbet.config.baseUrl}/v1/external/affiliates?start_at=yesterday&end_at=today&key=${c.rainbet.config.key}`,
    );
    expect(badDates.status).toBe(400);
    const unknown = await fetch(`${fake.url}/roobet/elsewhere`);
    expect(unknown.status).toBe(404);

    const clash = `${c.clash.config.baseUrl}/affiliates/detailed-summary/v2/2026-11-01`;
    const auth = { authorization: `Bearer ${c.clash.config.token}` };
    expect((await fetch(clash, { headers: auth })).status).toBe(403);
    const summary = await fetch(clash, { headers: { ...auth, cookie: c.clash.config.cookie } });
    expect(((await summary.json()) as { userId: unknown }[])[0]!.userId).toEqual(
      expect.any(Number),
    );
    const packdraw = `${c.packdraw.config.baseUrl}/api/v1/affiliates/leaderboard?apiKey=${c.packdraw.config.key}`;
    expect((await fetch(`${packdraw}&after=2026-11-01`)).status).toBe(400);
    expect((await fetch(`${packdraw}&after=11-1-2026`)).status).toBe(200);
  });

  it("answers Gamdom's monthly buckets from the month before `after`, hidden players by a shared name", async () => {
    const { baseUrl, key } = fakeFeedConfigs(fake.url).gamdom.config;
    const res = await fetch(`${baseUrl}/api/affiliates/leaderboard?apikey=${key}&after=2026-11-01`);
    const { data } = (await res.json()) as {
      data: { username: string; wager_data: { month: string }[] }[];
    };
    expect(new Set(data.flatMap((r) => r.wager_data.map((b) => b.month)))).toEqual(
      new Set(['2026-10', '2026-11']),
    );
    expect(data.filter((r) => r.username === 'Hidden User').length).toBeGreaterThan(3);
  });

  it('ends a stalled answer when it closes, so tests never hang', async () => {
    const other = await startTestFeeds({ slowMs: 60_000, mode: 'slow' });
    const pending = fetch(`${other.baseUrls.shuffle}/stats/x?startTime=1&endTime=2`).then(
      () => 'answered',
      () => 'cut',
    );
    await new Promise<void>((resolve) => {
      const check = () => (other.requests.length ? resolve() : setImmediate(check));
      check();
    });
    await other.close();
    expect(await pending).toBe('cut');
  });

  it('is moved by its clock: wagers so far grow, nothing is wagered in the future', async () => {
    const url = (from: string, to: string) =>
      `${fake.baseUrls.rainbet}/v1/external/affiliates?start_at=${from}&end_at=${to}&key=${FAKE_FEED_CREDENTIALS.rainbet.key}`;
    const sum = async (u: string) =>
      (
        (await (await fetch(u)).json()) as { affiliates: { wagered_amount: string }[] }
      ).affiliates.reduce(
        (s, a) => s + (parseCents(a.wagered_amount) as { cents: number }).cents,
        0,
      );
    const before = await sum(url('2026-11-01', '2026-11-30'));
    fake.clock.set(TEST_NOW + 86_400_000);
    const after = await sum(url('2026-11-01', '2026-11-30'));
    fake.clock.set(TEST_NOW);
    expect(after).toBeGreaterThan(before);
    expect(await sum(url('2027-01-01', '2027-01-31'))).toBe(0);
  });
});
