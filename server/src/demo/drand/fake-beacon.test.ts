import { parseDrand } from '../../core/config';
import {
  drandRoundTime,
  fetchDrandRound,
  firstDrandRoundAtOrAfter,
  QUICKNET,
} from '../../core/randomness/drand';
import type { DrandChainConfig } from '../../core/randomness/drand';
import { DEMO_DRAND_CHAIN, startFakeBeacon } from './fake-beacon';
import type { FakeBeacon } from './fake-beacon';

const NOW = new Date('2026-01-01T00:00:00Z');
let relays: FakeBeacon[];
let chain: DrandChainConfig;
const saved = process.env.OUTBOUND_ALLOW;

beforeAll(async () => {
  relays = [
    await startFakeBeacon({ clock: () => NOW }),
    await startFakeBeacon({ clock: () => NOW }),
  ];
  // The relays are on loopback: listed, or the outbound guard refuses them.
  process.env.OUTBOUND_ALLOW = relays.map((r) => r.url.replace('http://', '')).join(',');
  chain = parseDrand({
    DRAND_URLS: relays.map((r) => r.url).join(','),
    DRAND_CHAIN_HASH: DEMO_DRAND_CHAIN.chain_hash,
    DRAND_PUBLIC_KEY: DEMO_DRAND_CHAIN.public_key,
    DRAND_PERIOD: String(DEMO_DRAND_CHAIN.period),
    DRAND_GENESIS: String(DEMO_DRAND_CHAIN.genesis_time),
  });
});
afterAll(async () => {
  process.env.OUTBOUND_ALLOW = saved;
  await Promise.all(relays.map((r) => r.close()));
});
afterEach(() => relays.forEach((r) => r.setMode('normal')));

describe('drand rounds', () => {
  it('defaults to quicknet and numbers rounds from genesis', () => {
    const q = parseDrand({});
    expect(q).toMatchObject({ chainHash: QUICKNET.chainHash, period: 3, genesis: 1692803367 });
    expect(drandRoundTime(q, 1).getTime()).toBe(1692803367_000);
    expect(firstDrandRoundAtOrAfter(q, new Date(1692803367_000 + 30_000))).toBe(11);
    expect(firstDrandRoundAtOrAfter(q, new Date(1692803367_000 + 30_001))).toBe(12);
    // The round comes 30 s after the close; the end-to-end tests shorten it (never below 1 s).
    expect(q.roundDelayMs).toBe(30_000);
    expect(parseDrand({ LOBBY_DRAW_ROUND_DELAY_SECONDS: '3' }).roundDelayMs).toBe(3_000);
    expect(parseDrand({ LOBBY_DRAW_ROUND_DELAY_SECONDS: '0' }).roundDelayMs).toBe(1_000);
    expect(() => parseDrand({ DRAND_CHAIN_HASH: 'ab'.repeat(32) })).toThrow(/together/);
    expect(() => parseDrand({ DRAND_URLS: 'ftp://x' })).toThrow(/DRAND_URLS/);
  });

  it('fetches a round that is out and verifies it; a future round is pending', async () => {
    const round = firstDrandRoundAtOrAfter(chain, NOW) - 1;
    const got = await fetchDrandRound(chain, round, NOW);
    expect(got).toMatchObject({ status: 'out', url: relays[0]!.url, beacon: { round } });
    expect(await fetchDrandRound(chain, round + 5, NOW)).toEqual({ status: 'pending' });
    // The clock says it is due, the relays do not have it yet.
    expect(await fetchDrandRound(chain, round + 5, new Date(NOW.getTime() + 60_000))).toEqual({
      status: 'pending',
    });
  });

  it('falls back to the next relay when one is down', async () => {
    relays[0]!.setMode('down');
    const got = await fetchDrandRound(chain, 100, NOW);
    expect(got).toMatchObject({ status: 'out', url: relays[1]!.url });
    relays[1]!.setMode('down');
    expect(await fetchDrandRound(chain, 100, NOW)).toMatchObject({ status: 'unreachable' });
  });

  it('refuses a beacon with a wrong signature, from every relay', async () => {
    relays[0]!.setMode('bad-signature');
    expect(await fetchDrandRound(chain, 100, NOW)).toMatchObject({
      status: 'out',
      url: relays[1]!.url,
    });
    relays[1]!.setMode('bad-signature');
    const got = await fetchDrandRound(chain, 100, NOW);
    expect(got).toEqual({ status: 'unreachable', error: expect.stringContaining('signature') });
    // Another chain's key refuses the demo chain's good beacons too.
    relays.forEach((r) => r.setMode('normal'));
    const other = { ...chain, publicKey: QUICKNET.publicKey };
    expect(await fetchDrandRound(other, 100, NOW)).toMatchObject({ status: 'unreachable' });
  });
});
