import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// The platform is started exactly as `npm start` starts it (minus install and build, which the
// test command has done), on its own port and a fresh SQLite database, next to fake providers.
const PORT = Number(process.env.LOBBY_E2E_PORT ?? 8091);
const FAKE_PORT = Number(process.env.LOBBY_E2E_FAKE_PORT ?? 8092);
/** A second instance serves the whole site under a sub-path. */
const SUBPATH_PORT = PORT + 2;
process.env.LOBBY_E2E_SUBPATH_URL = `http://127.0.0.1:${SUBPATH_PORT}/lobby`;
// The servers' data: one folder per port (two runs cannot share a port anyway), emptied when the
// run starts and removed by global-teardown.ts — a fixed name, so no process that loads this file
// (the runner, each worker) leaves a temporary folder behind.
// Only the process that loads this file first (the runner; the workers inherit its environment)
// empties the folder.
const firstLoad = process.env.LOBBY_E2E_CREATED_DATA_DIR === undefined;
process.env.LOBBY_E2E_CREATED_DATA_DIR ??= process.env.LOBBY_E2E_DATA_DIR
  ? ''
  : join(tmpdir(), `lobby-e2e-${PORT}`);
const dataDir = process.env.LOBBY_E2E_DATA_DIR || process.env.LOBBY_E2E_CREATED_DATA_DIR;
if (firstLoad && process.env.LOBBY_E2E_CREATED_DATA_DIR) {
  for (const target of [dataDir, `${dataDir}-subpath`, `${dataDir}-remotes.json`])
    rmSync(target, { recursive: true, force: true });
}
/** The main instance's LOBBY_REMOTES_FILE (absent until a test swaps a remote in), and the port
 * of the static server standing for a remote's CDN in outside-remote.spec.ts. */
// (`??=`: the workers load this file again and must agree with the servers on the path.)
process.env.LOBBY_E2E_REMOTES_FILE ??= `${dataDir}-remotes.json`;
process.env.LOBBY_E2E_CDN_PORT = String(PORT + 5);
/** Where outside-build.setup.ts builds the remotes outside-remote.spec.ts swaps in. */
process.env.LOBBY_E2E_OUTSIDE_DIR ??= join(tmpdir(), `lobby-e2e-outside-${PORT}`);
if (firstLoad) rmSync(process.env.LOBBY_E2E_OUTSIDE_DIR, { recursive: true, force: true });
const root = join(__dirname, '..');

/**
 * Specs that change what every visitor sees — the site's name, the remote registry (a swapped or
 * an outside remote), the seeded current bonus hunt — run alone, after the others.
 */
const SITE_WIDE = [
  /admin-panel\.spec\.ts$/,
  /admin-remotes\.spec\.ts$/,
  // A canary of the support remote and a Replace: what every page loads changes meanwhile.
  /remote-releases\.spec\.ts$/,
  /outside-remote\.spec\.ts$/,
  // Reads the demo seed's current hunt, which bonus-hunts.spec.ts replaces: in this order.
  /admin-overlays\.spec\.ts$/,
  /bonus-hunts\.spec\.ts$/,
];
/**
 * Both link the fake's one Kick account (KickViewer42): one after the other, beside the others
 * (nothing else uses Kick, and what they change is their own members').
 */
const KICK_ACCOUNT = [/kick\.spec\.ts$/, /chat-points\.spec\.ts$/];
const fake = `http://127.0.0.1:${FAKE_PORT}`;

export default defineConfig({
  testDir: './tests',
  globalTeardown: './global-teardown.ts',
  outputDir: process.env.LOBBY_E2E_OUTPUT ?? join(tmpdir(), 'lobby-e2e-results'),
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // Three browsers at a time on two cores: most of a test is waiting (page loads, live updates,
  // the draws' drand round), and one worker mostly waits on the outside remotes' npm and
  // webpack (435 s against 472 s with two, on the busy shared machine). The specs that change
  // what every page shows run after the others, one at a time (the project `site-wide`).
  workers: Number(process.env.LOBBY_E2E_WORKERS ?? 3),
  projects: [
    // First, so that a worker takes it at once: the outside remotes' npm installs and builds
    // (no use of the site) run beside the other specs, not before the site-wide ones.
    { name: 'outside-build', testMatch: /outside-build\.setup\.ts$/ },
    // Before the others: a worker takes its two specs at once, beside them; last, they would
    // only start once every other spec had.
    { name: 'kick-account', testMatch: KICK_ACCOUNT, fullyParallel: false, workers: 1 },
    { name: 'app', testIgnore: [...SITE_WIDE, ...KICK_ACCOUNT], fullyParallel: true },
    {
      name: 'site-wide',
      testMatch: SITE_WIDE,
      dependencies: ['app', 'kick-account', 'outside-build'],
      fullyParallel: false,
      workers: 1,
    },
  ],
  // A flaky test is fixed, not retried: a retry would hide the race it found.
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A failed test keeps its trace (actions, network, console, sources) and a screenshot; the
    // trace takes no DOM snapshots and no screencast: recorded for every test, they more than
    // doubled the suite's CPU time (software painting) for traces only a failure keeps.
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
    // The site honours prefers-reduced-motion (skeletons, carousel, drawer): without endless
    // animations the browsers, which paint in software here, leave the cores to the tests.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-dev-shm-usage',
      ],
    },
  },
  webServer: [
    {
      command: `node e2e/fake-providers.mjs`,
      cwd: root,
      url: `${fake}/healthz`,
      env: { FAKE_PORT: String(FAKE_PORT) },
      reuseExistingServer: false,
      timeout: 20_000,
    },
    {
      command: 'node scripts/start.mjs --skip-install --skip-build',
      cwd: root,
      url: `http://127.0.0.1:${PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        // The fake casino feeds start.mjs runs (one per server, in the test's port range).
        LOBBY_FAKE_FEEDS_PORT: String(FAKE_PORT + 10),
        // The fake drand relay start.mjs runs (the draws' public randomness: a local demo chain).
        LOBBY_FAKE_DRAND_PORT: String(FAKE_PORT + 12),
        LOBBY_DEMO_LOGIN: '1',
        // Every spec logs in from 127.0.0.1: the per-address login limit (20 per 15 minutes by
        // default) would refuse the suite's later logins. Its own behaviour is tested in the server.
        LOGIN_RATE_LIMIT: '10000',
        // The parallel workers' pages all hold live streams from 127.0.0.1 too.
        LIVE_STREAMS_PER_IP: '0',
        STREAM_CHANNEL: 'lobbylive',
        STREAM_PROVIDER_URL: `${fake}/api/v2/channels/{channel}`,
        KICK_CLIENT_ID: 'e2e-kick-client',
        KICK_CLIENT_SECRET: 'e2e-kick-secret',
        KICK_AUTHORIZE_URL: `${fake}/kick/oauth/authorize`,
        KICK_TOKEN_URL: `${fake}/kick/oauth/token`,
        KICK_USER_URL: `${fake}/kick/public/v1/users`,
        // Kick's webhook signing key (chat points): the fake's, on loopback, listed below.
        KICK_API_URL: `${fake}/kick/api`,
        PUBLIC_URL: `http://127.0.0.1:${PORT}`,
        LOBBY_REMOTES_FILE: process.env.LOBBY_E2E_REMOTES_FILE,
        // The static servers standing for a remote's CDN (outside-remote.spec.ts) and another
        // origin (admin-remotes.spec.ts) are on loopback: listed, or the server refuses them as
        // inside its network. start.mjs adds its fake feeds.
        OUTBOUND_ALLOW: `127.0.0.1:${PORT + 4},127.0.0.1:${PORT + 5},127.0.0.1:${PORT + 7},127.0.0.1:${FAKE_PORT}`,
        // remote-releases.spec.ts: a canary judged after a few visitors, not the default 20 loads.
        LOBBY_CANARY_MIN_SAMPLE: '4',
        // The giveaway specs: a draw's drand round 3 s after the close, not 30 s (waited for).
        LOBBY_DRAW_ROUND_DELAY_SECONDS: '3',
        // Every page load waits out the spec's 1-second loading screen otherwise; home.spec.ts
        // checks the second on the sub-path instance, which keeps it.
        LOBBY_BOOT_SCREEN_MS: '0',
      },
    },
    {
      command: 'node scripts/start.mjs --skip-install --skip-build',
      cwd: root,
      url: `http://127.0.0.1:${SUBPATH_PORT}/lobby/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(SUBPATH_PORT),
        HOST: '127.0.0.1',
        BASE_PATH: '/lobby',
        DATA_DIR: `${dataDir}-subpath`,
        DATABASE_URL: '',
        LOBBY_FAKE_FEEDS_PORT: String(FAKE_PORT + 11),
        LOBBY_FAKE_DRAND_PORT: String(FAKE_PORT + 13),
        LOBBY_DEMO_LOGIN: '1',
        // Every spec logs in from 127.0.0.1: the per-address login limit (20 per 15 minutes by
        // default) would refuse the suite's later logins. Its own behaviour is tested in the server.
        LOGIN_RATE_LIMIT: '10000',
        LIVE_STREAMS_PER_IP: '0',
        STREAM_CHANNEL: 'lobbylive',
        STREAM_PROVIDER_URL: `${fake}/api/v2/channels/{channel}`,
      },
    },
  ],
});
