import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createGuardedFetch,
  INSIDE_ADDRESS_MESSAGE,
  parseOutboundAllow,
} from '../../../../core/http/outbound-guard';
import { fakeFeedConfigs } from '../../../../demo/feeds/configs';
import { FAKE_PLATFORMS } from '../../../../demo/feeds/fake-feeds';
import type { FakePlatform } from '../../../../demo/feeds/fake-feeds';
import { NOVEMBER_UTC, startTestFeeds, AT_TEST_NOW } from '../../../../demo/feeds/testing';
import { isFeedError } from './errors';
import type { FeedError } from './errors';
import { FEED_KINDS, feedAdapters, feedSecrets } from './registry';

// Every adapter meets every hostile answer of the fake, each platform in its own shape. The slow
// modes, which stall for a minute, get a short timeout (300 ms), so the adapter cuts them instead
// of the test waiting; the modes that answer get a long one, which a busy machine's late answer
// still meets (else it would read as "did not answer").
const STALL_TIMEOUT_MS = 300;
const ANSWER_TIMEOUT_MS = 60_000;
const ANSWERED = { ...AT_TEST_NOW, timeoutMs: ANSWER_TIMEOUT_MS };
let fake: Awaited<ReturnType<typeof startTestFeeds>>;

beforeAll(async () => {
  fake = await startTestFeeds();
});
afterAll(() => fake.close());
beforeEach(() => fake.setMode('normal'));

const platforms = [...FAKE_PLATFORMS];

// What the admin is told when the platform renames its amount field: the adapter's name for the
// feed and the field it reads.
const DRIFTED: Record<FakePlatform, [label: string, field: string]> = {
  roobet: ['Roobet', 'wagered'],
  rainbet: ['Rainbet', 'wagered_amount'],
  goated: ['Goated', 'wagered.all_time'],
  shuffle: ['Shuffle', 'wagerAmount'],
  generic: ['The generic feed', 'stats.wagered'],
  clash: ['Clash.gg', 'wagered'],
  gamdom: ['Gamdom', 'wager_data.total_wager_usd'],
  chicken: ['Chicken.gg', 'wagerAmount'],
  packdraw: ['Packdraw', 'wagerAmount'],
};
const setup = (platform: FakePlatform) => {
  const { kind, config } = fakeFeedConfigs(fake.url)[platform];
  return {
    adapter: feedAdapters[kind],
    config: config as Record<string, unknown>,
    secrets: feedSecrets(kind, config),
  };
};

async function failure(
  platform: FakePlatform,
  ctx: Parameters<(typeof feedAdapters)['roobet']['fetchWagers']>[2] = {},
) {
  const { adapter, config, secrets } = setup(platform);
  try {
    await adapter.fetchWagers(config, NOVEMBER_UTC, { ...ANSWERED, ...ctx });
  } catch (e) {
    if (!isFeedError(e)) throw e;
    for (const s of secrets) expect(e.message).not.toContain(s);
    return e;
  }
  throw new Error('expected a FeedError');
}

it('runs every adapter against the fake (CSV has no feed)', () => {
  const kinds = platforms.map((p) => fakeFeedConfigs(fake.url)[p].kind);
  expect([...kinds].sort()).toEqual([...FEED_KINDS].sort());
});

describe.each(platforms)('%s adapter against hostile answers', (platform) => {
  it('times out when the feed never answers', async () => {
    fake.setMode('slow', platform);
    const e = await failure(platform, { timeoutMs: STALL_TIMEOUT_MS });
    expect(e).toMatchObject({ kind: 'timeout', retryable: true });
    expect(e.message).toMatch(/did not answer within 0\.3 s .*the sync will retry later/);
  });

  it('times out when the body stalls halfway (the timeout covers the body)', async () => {
    fake.setMode('slow-body', platform);
    expect(await failure(platform, { timeoutMs: STALL_TIMEOUT_MS })).toMatchObject({
      kind: 'timeout',
    });
  });

  it('reports a 500 as a retryable HTTP error with what the feed said', async () => {
    fake.setMode('error500', platform);
    const e = await failure(platform);
    expect(e).toMatchObject({ kind: 'http', status: 500, retryable: true });
    expect(e.message).toMatch(
      /HTTP 500 .*server failed.*It said: "\{"error":"Internal Server Error"/,
    );
  });

  it('recognises an HTML page instead of JSON', async () => {
    fake.setMode('html', platform);
    const e = await failure(platform);
    expect(e.kind).toBe('parse');
    expect(e.message).toMatch(/answered an HTML page titled "Just a moment\.\.\." instead of JSON/);
  });

  it('refuses an empty body', async () => {
    fake.setMode('empty-body', platform);
    expect(await failure(platform)).toMatchObject({
      kind: 'parse',
      message: expect.stringMatching(/empty body/),
    });
  });

  it('refuses JSON of the wrong shape', async () => {
    fake.setMode('wrong-shape', platform);
    expect(await failure(platform)).toMatchObject({
      kind: 'shape',
      message: expect.stringMatching(/where .* was expected/),
    });
  });

  it('names the amount field a drifted answer renamed, never ranks zeros', async () => {
    fake.setMode('drifted', platform);
    const [label, field] = DRIFTED[platform];
    expect(await failure(platform)).toMatchObject({
      kind: 'shape',
      message: expect.stringContaining(`${label}'s answer has no \`${field}\``),
    });
  });

  it('drops rows with missing fields and keeps the others', async () => {
    const { adapter, config } = setup(platform);
    fake.setMode('missing-fields', platform);
    const r = await adapter.fetchWagers(config, NOVEMBER_UTC, ANSWERED);
    expect(r.dropped).toBeGreaterThan(0);
    expect(r.rows.length).toBeGreaterThan(0);
    expect(r.rows.length + r.dropped).toBeLessThanOrEqual(r.received);
    expect(r.droppedSamples.map((s) => s.reason)).toContainEqual(
      expect.stringMatching(/username is missing/),
    );
  });

  it('reads amounts sent as strings exactly like numbers', async () => {
    const { adapter, config } = setup(platform);
    const normal = await adapter.fetchWagers(config, NOVEMBER_UTC, ANSWERED);
    fake.setMode('string-amounts', platform);
    expect((await adapter.fetchWagers(config, NOVEMBER_UTC, ANSWERED)).rows).toEqual(normal.rows);
  });

  it('accepts an empty list (nobody wagered yet)', async () => {
    const { adapter, config } = setup(platform);
    fake.setMode('empty-list', platform);
    expect(await adapter.fetchWagers(config, NOVEMBER_UTC, ANSWERED)).toEqual({
      rows: [],
      dropped: 0,
      droppedSamples: [],
      received: 0,
    });
  });

  it('parses 100,000 rows within a sane memory bound, and refuses an answer over the size cap', async () => {
    const { adapter, config } = setup(platform);
    fake.setMode('huge', platform);
    const heapBefore = process.memoryUsage().heapUsed;
    const r = await adapter.fetchWagers(config, NOVEMBER_UTC, ANSWERED);
    const heapGrowth = process.memoryUsage().heapUsed - heapBefore;
    expect(r.rows.length).toBeGreaterThanOrEqual(100_000);
    expect(r.dropped).toBe(0);
    // The answer is ~10–15 MB of JSON; holding it, its parse and the rows stays far below this.
    expect(heapGrowth).toBeLessThan(400 * 1024 * 1024);

    const e = await failure(platform, { maxBytes: 1024 * 1024 });
    expect(e).toMatchObject({
      kind: 'too-large',
      message: expect.stringMatching(/more than the 1\.0 MB limit/),
    });
  }, 240_000);

  it('stops when the caller cancels', async () => {
    fake.setMode('slow', platform);
    const controller = new AbortController();
    const pending = failure(platform, { signal: controller.signal, timeoutMs: 60_000 });
    await new Promise((r) => setImmediate(r));
    controller.abort();
    expect(await pending).toMatchObject({ kind: 'aborted' });
  });
});

describe('transport failures', () => {
  const { adapter, config } = (() => {
    const { kind, config } = fakeFeedConfigs('http://127.0.0.1:1').roobet;
    return { adapter: feedAdapters[kind], config };
  })();

  it('reports an unreachable feed as a retryable network error', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', () => r()));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((r) => closed.close(() => r()));
    const e = (await adapter
      .fetchWagers(
        { ...config, baseUrl: `http://127.0.0.1:${port}/roobet` },
        NOVEMBER_UTC,
        AT_TEST_NOW,
      )
      .catch((x: unknown) => x)) as FeedError;
    expect(e).toMatchObject({ kind: 'network', retryable: true });
    expect(e.message).toMatch(/could not be reached .*ECONNREFUSED/);
  });

  it('does not follow a redirect (it could carry a key to another host) and says where it points', async () => {
    const secretKey = fakeFeedConfigs('x').rainbet.config.key;
    const fetch = async () =>
      new Response(null, {
        status: 301,
        headers: { location: `https://api.other.example/v1/external/affiliates?key=${secretKey}` },
      });
    const e = (await feedAdapters.rainbet
      .fetchWagers({ baseUrl: 'http://old.example', key: secretKey }, NOVEMBER_UTC, {
        ...AT_TEST_NOW,
        fetch,
      })
      .catch((x: unknown) => x)) as FeedError;
    expect(e).toMatchObject({ kind: 'http', status: 301 });
    expect(e.message).toContain(
      'to https://api.other.example/v1/external/affiliates?key=***; use that address as the base URL',
    );
    expect(e.message).not.toContain(secretKey);
  });

  it('refuses a declared Content-Length over the cap before reading', async () => {
    let pulled = 0;
    const body = new ReadableStream({
      pull(c) {
        pulled++;
        c.enqueue(new Uint8Array(1024));
      },
    });
    const fetch = async () =>
      new Response(body, { headers: { 'content-length': String(50 * 1024 * 1024) } });
    const e = (await adapter
      .fetchWagers(config, NOVEMBER_UTC, { ...AT_TEST_NOW, fetch })
      .catch((x: unknown) => x)) as FeedError;
    expect(e).toMatchObject({
      kind: 'too-large',
      message: expect.stringMatching(/answered 50\.0 MB, more than the 20\.0 MB limit/),
    });
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it('quotes only the start of a large error page, and resolves a relative redirect', async () => {
    const big = `<html><head><title>Bad Gateway</title></head><body>${'x'.repeat(5 * 1024 * 1024)}</body></html>`;
    await expect(
      adapter.fetchWagers(config, NOVEMBER_UTC, {
        ...AT_TEST_NOW,
        fetch: async () => new Response(big, { status: 502 }),
      }),
    ).rejects.toMatchObject({
      kind: 'http',
      status: 502,
      message: expect.stringMatching(/It said: an HTML page titled "Bad Gateway"$/),
    });
    await expect(
      adapter.fetchWagers(config, NOVEMBER_UTC, {
        ...AT_TEST_NOW,
        fetch: async () => new Response(null, { status: 308, headers: { location: '/v3/stats' } }),
      }),
    ).rejects.toMatchObject({
      message: expect.stringContaining('to http://127.0.0.1:1/v3/stats; use that address'),
    });
  });

  it('says what non-JSON text came back', async () => {
    const fetch = async () =>
      new Response('upstream connect error or disconnect/reset before headers');
    await expect(
      adapter.fetchWagers(config, NOVEMBER_UTC, { ...AT_TEST_NOW, fetch }),
    ).rejects.toMatchObject({
      kind: 'parse',
      message: expect.stringMatching(/something that is not JSON .*"upstream connect error/),
    });
  });
});

describe('feeds at addresses inside the server network', () => {
  const port = () => Number(new URL(fake.url).port);
  const resolving = (address: string) =>
    createGuardedFetch({
      allow: parseOutboundAllow(''),
      lookup: (_host, _opts, cb) => cb(null, [{ address, family: address.includes(':') ? 6 : 4 }]),
    });

  it.each(platforms)(
    '%s: a feed host resolving inside is refused unless listed',
    async (platform) => {
      const { kind, config } = fakeFeedConfigs(`http://casino.test:${port()}`)[platform];
      const adapter = feedAdapters[kind];
      for (const address of ['127.0.0.1', '10.0.0.8', '169.254.169.254', '::ffff:127.0.0.1']) {
        const e = (await adapter
          .fetchWagers(config, NOVEMBER_UTC, { ...AT_TEST_NOW, fetch: resolving(address) })
          .catch((x: unknown) => x)) as FeedError;
        expect([address, e]).toEqual([
          address,
          expect.objectContaining({
            kind: 'network',
            message: expect.stringContaining(INSIDE_ADDRESS_MESSAGE),
          }),
        ]);
        expect(e.retryable).toBe(false);
      }
      const literal = fakeFeedConfigs(`http://[::ffff:127.0.0.1]:${port()}`)[platform];
      await expect(
        feedAdapters[literal.kind].fetchWagers(literal.config, NOVEMBER_UTC, {
          ...AT_TEST_NOW,
          fetch: createGuardedFetch({ allow: parseOutboundAllow('') }),
        }),
      ).rejects.toMatchObject({ message: expect.stringContaining('OUTBOUND_ALLOW') });

      const listed = createGuardedFetch({
        allow: parseOutboundAllow(`casino.test:${port()}`),
        lookup: (_host, _opts, cb) => cb(null, [{ address: '127.0.0.1', family: 4 }]),
      });
      const ok = await adapter.fetchWagers(config, NOVEMBER_UTC, { ...AT_TEST_NOW, fetch: listed });
      expect(ok.rows.length).toBeGreaterThan(0);
      const byAddress = fakeFeedConfigs(`http://127.0.0.1:${port()}`)[platform];
      const viaCidr = await feedAdapters[byAddress.kind].fetchWagers(
        byAddress.config,
        NOVEMBER_UTC,
        { ...AT_TEST_NOW, fetch: createGuardedFetch({ allow: parseOutboundAllow('127.0.0.0/8') }) },
      );
      expect(viaCidr.rows.length).toBeGreaterThan(0);
    },
  );
});
