// Helpers of `npm run bench`: servers started the way `npm start` starts them, load with
// autocannon, small statistics.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from '../lib.mjs';

const require = createRequire(import.meta.url);
export const autocannon = require('autocannon');

export const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
export const ratio = (a, b) => (b ? a / b : 0);
export const pct = (r) => `${(r * 100).toFixed(0)} %`;

/** A section's title in the report, underlined. */
export function section(title) {
  console.log(`\n${title}\n${'─'.repeat(title.length)}`);
}

export async function waitFor(url, ms) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not answer at ${url}`);
}

let nextPort = 18000 + Math.floor(Math.random() * 1500);
export const freePort = () => (nextPort += 3);

/**
 * The platform on a fresh SQLite database (migrated, demo data seeded), as `npm start
 * --skip-install --skip-build` starts it; the scheduler and the fake feeds are off so nothing
 * writes while the load runs. `env` adds variables (LOBBY_SHELL_DIST for the single bundle).
 */
export async function startLobby({ env = {}, seed } = {}) {
  const port = freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'lobby-bench-'));
  const child = spawn(
    process.execPath,
    [join(root, 'scripts/start.mjs'), '--skip-install', '--skip-build'],
    {
      cwd: root,
      stdio: 'ignore',
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        LOBBY_FAKE_FEEDS: '0',
        SCHEDULER: 'off',
        STREAM_PROVIDER_URL: 'http://127.0.0.1:9/{channel}',
        ...env,
      },
    },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/healthz`, 180_000);
  if (seed) await seed(dataDir);
  return {
    url,
    port,
    dataDir,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode != null ? r() : child.once('exit', r)));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A bare Fastify process answering each path with the given bytes (the baseline). */
export async function startBare(bodies) {
  const port = freePort();
  const child = spawn(process.execPath, [join(root, 'scripts/bench/bare-server.mjs')], {
    cwd: root,
    stdio: ['pipe', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port) },
  });
  child.stdin.end(JSON.stringify(bodies));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/__ready`, 30_000);
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode != null ? r() : child.once('exit', r)));
    },
  };
}

/** autocannon: `connections` clients for `seconds` on one URL. */
export async function load(url, { seconds, connections = 20, headers = {}, paths }) {
  // With `paths`, each connection asks for them in turn (on the origin of `url`).
  const requests = paths?.map((path) => ({ method: 'GET', path }));
  const result = await autocannon({ url, connections, duration: seconds, headers, requests });
  const errors = result.errors + result.timeouts + result.non2xx;
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors,
  };
}

/** Rounds of one side: mean throughput, median latencies, errors summed. */
export function combine(list) {
  const median = (xs) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
  return {
    rps: Math.round(list.reduce((a, r) => a + r.rps, 0) / list.length),
    p50: median(list.map((r) => r.p50)),
    p99: median(list.map((r) => r.p99)),
    errors: list.reduce((a, r) => a + r.errors, 0),
  };
}
