import { limitSettingKey } from '../../../core/admin/duties';
import { parseDrand } from '../../../core/config';
import { setSettings } from '../../../core/settings/factories';
import { createMember } from '../../../core/users/factories';
import { DEMO_DRAND_CHAIN, startFakeBeacon } from '../../../demo/drand/fake-beacon';
import type { movableClock } from '../../../test/accounts';
import { buildTestApp, headersOf } from '../../../test/app';
import type { DrawChain } from './service';

/**
 * A test app whose draws take their randomness from a local fake beacon (the demo chain, rounds
 * by `clock`); staff may draw without it 10 minutes after a round is due. `close` ends both.
 */
export async function buildDrandTestApp(
  dialect: Parameters<typeof buildTestApp>[0],
  clock: ReturnType<typeof movableClock>,
) {
  const relay = await startFakeBeacon({ clock });
  const saved = process.env.OUTBOUND_ALLOW;
  process.env.OUTBOUND_ALLOW = relay.url.replace('http://', '');
  const chain: DrawChain = parseDrand({
    DRAND_URLS: relay.url,
    DRAND_CHAIN_HASH: DEMO_DRAND_CHAIN.chain_hash,
    DRAND_PUBLIC_KEY: DEMO_DRAND_CHAIN.public_key,
    DRAND_PERIOD: String(DEMO_DRAND_CHAIN.period),
    DRAND_GENESIS: String(DEMO_DRAND_CHAIN.genesis_time),
    DRAND_FALLBACK_MINUTES: '10',
  });
  const t = await buildTestApp(dialect, { clock, config: { drand: chain } });
  /** The first round out at least 30 s after a close at `close`. */
  const roundAfter = (close: Date) =>
    Math.ceil((close.getTime() / 1000 + 30 - chain.genesis) / chain.period) + 1;
  return {
    t,
    relay,
    chain,
    roundAfter,
    async close() {
      process.env.OUTBOUND_ALLOW = saved;
      await t.close();
      await relay.close();
    },
  };
}

type DrandTestApp = Awaited<ReturnType<typeof buildDrandTestApp>>;

/**
 * The setup of a describe block of draw tests: a drand test app for the block (filled in by its
 * beforeAll), cash prizes allowed to moderators, a moderator's headers (`staff`), and the fake
 * beacon back to normal after each test.
 */
export function useDrandTestApp(
  dialect: Parameters<typeof buildTestApp>[0],
  clock: ReturnType<typeof movableClock>,
): Omit<DrandTestApp, 'close'> & { staff: Record<string, string> } {
  const suite = {} as Omit<DrandTestApp, 'close'> & { staff: Record<string, string> };
  let close: DrandTestApp['close'] | undefined;
  beforeAll(async () => {
    const app = await buildDrandTestApp(dialect, clock);
    close = app.close;
    Object.assign(suite, app);
    await setSettings(app.t.db, { [limitSettingKey('prize_cash')]: '100000' });
    suite.staff = headersOf(await app.t.login(await createMember(app.t.db, { role: 'moderator' })));
  });
  afterAll(() => close?.());
  afterEach(() => suite.relay.setMode('normal'));
  return suite;
}

/** Staff's draw without public randomness (`draw`): 2 winners, and the page (`page`) says so. */
export async function expectDrawnWithoutBeacon(
  draw: () => Promise<{ statusCode: number; json(): { message?: string } }>,
  page: () => Promise<{ draw: object; winners: unknown[] }>,
) {
  const drawn = await draw();
  expect(drawn.statusCode).toBe(200);
  expect(drawn.json().message).toBe('Drawn: 2 winners.');
  const p = await page();
  expect(p.draw).toMatchObject({ without_beacon: true, beacon: { randomness: null } });
  expect(p.winners).toHaveLength(2);
}
