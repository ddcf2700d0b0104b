#!/usr/bin/env node
// `npm run bench`: prints figures, asserts nothing.
//  1. size of what a first visit downloads per federated bundle (raw and gzip), from the built dist/;
//  2. API latency and throughput on 127.0.0.1 against a freshly seeded SQLite server.
//     Options: --seconds N (default 5 per endpoint), --concurrency N (default 16).
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import { root } from './lib.mjs';

const require = createRequire(import.meta.url);

const argv = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? Number(argv[i + 1]) : dflt;
};
const SECONDS = opt('seconds', 5);
const CONCURRENCY = opt('concurrency', 16);

function kb(n) {
  return `${(n / 1024).toFixed(1)} KiB`;
}

function bundleSizes() {
  console.log('\nBundle sizes (JavaScript in dist/):');
  console.log('  bundle                 first file (raw / gzip)       all chunks (raw / gzip)');
  for (const dir of [
    'shell',
    'remotes/community',
    'remotes/engagement',
    'remotes/commerce',
    'remotes/support',
  ]) {
    const dist = join(root, dir, 'dist');
    let files;
    try {
      files = readdirSync(dist).filter((f) => f.endsWith('.js'));
    } catch {
      console.log(`  ${dir.padEnd(22)} not built (run npm run build)`);
      continue;
    }
    const sum = (list) =>
      list.reduce(
        (acc, f) => {
          const buf = readFileSync(join(dist, f));
          return { raw: acc.raw + buf.length, gz: acc.gz + gzipSync(buf).length };
        },
        { raw: 0, gz: 0 },
      );
    // What loads first: the shell's main.js; a remote's remoteEntry.js (its main.js only runs standalone).
    const entry = sum(files.filter((f) => f === (dir === 'shell' ? 'main.js' : 'remoteEntry.js')));
    const all = sum(files);
    console.log(
      `  ${dir.padEnd(22)} ${`${kb(entry.raw)} / ${kb(entry.gz)}`.padEnd(29)} ${kb(all.raw)} / ${kb(all.gz)}`,
    );
  }
}

async function waitFor(url, ms) {
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

async function load(url, seconds, concurrency) {
  const latencies = [];
  let errors = 0;
  const end = Date.now() + seconds * 1000;
  async function worker() {
    while (Date.now() < end) {
      const t0 = performance.now();
      try {
        const res = await fetch(url, {
          headers: {
            accept: url.includes('/api/') ? 'application/json' : 'text/html,application/json',
          },
        });
        await res.arrayBuffer();
        if (!res.ok) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  latencies.sort((a, b) => a - b);
  const q = (p) =>
    latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))].toFixed(1);
  return {
    n: latencies.length,
    rps: (latencies.length / seconds).toFixed(0),
    p50: q(0.5),
    p95: q(0.95),
    p99: q(0.99),
    errors,
  };
}

/**
 * A platform 'bench-100k' whose current period ranks 100,000 players, written straight into the
 * seeded SQLite file (WAL mode: the running server sees it on its next read).
 */
function addBigLeaderboard(dataDir) {
  const Database = require('better-sqlite3');
  const db = new Database(join(dataDir, 'lobby.sqlite'));
  db.pragma('busy_timeout = 10000');
  const now = new Date();
  const iso = (ms) => new Date(now.getTime() + ms).toISOString();
  db.transaction(() => {
    const platform = db
      .prepare(
        `insert into platforms (slug, name, image, sort_order, active, created_at)
         values ('bench-100k', 'Bench 100k', null, 99, 1, ?) returning id`,
      )
      .get(iso(0)).id;
    const board = db
      .prepare(
        `insert into leaderboards (platform_id, timeframe, period_start, period_end, total_prize_pool,
           currency_symbol, prizes, status, created_at)
         values (?, 'weekly', ?, ?, 1000000, '$', '[500000,300000,200000]', 'current', ?) returning id`,
      )
      .get(platform, iso(-3 * 86_400_000), iso(4 * 86_400_000), iso(0)).id;
    const insert = db.prepare(
      `insert into leaderboard_entries (leaderboard_id, username, display_name, wagered, favorite_game, updated_at)
       values (?, ?, ?, ?, null, ?)`,
    );
    for (let i = 0; i < 100_000; i++)
      insert.run(board, `player${i}`, `Player ${i}`, (i * 7919) % 10_000_000, iso(0));
  })();
  db.close();
}

async function apiBench() {
  const port = 18000 + Math.floor(Math.random() * 1000);
  const dataDir = mkdtempSync(join(tmpdir(), 'lobby-bench-'));
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    STREAM_PROVIDER_URL: 'http://127.0.0.1:9/{channel}',
  };
  const server = spawn(
    process.execPath,
    [join(root, 'scripts/start.mjs'), '--skip-install', '--skip-build'],
    { cwd: root, env, stdio: 'ignore' },
  );
  try {
    await waitFor(`http://127.0.0.1:${port}/healthz`, 60_000);
    addBigLeaderboard(dataDir);
    console.log(
      `\nAPI on 127.0.0.1 (SQLite, seeded), ${CONCURRENCY} concurrent clients, ${SECONDS}s per endpoint:`,
    );
    console.log(
      '  endpoint                                                   req/s   p50 ms  p95 ms  p99 ms  errors',
    );
    for (const path of [
      '/api/r/settings',
      '/api/r/leaderboard',
      '/api/r/leaderboard?platform=lumen&period=current',
      // 100,000 players in the period: the first page, a deep page, a name search.
      '/api/r/leaderboard?platform=bench-100k',
      '/api/r/leaderboard?platform=bench-100k&offset=50000',
      // Name searches (an FTS5 trigram index on SQLite): 111 matches, 11,111 matches.
      '/api/r/leaderboard?platform=bench-100k&search=player%20424',
      '/api/r/leaderboard?platform=bench-100k&search=player%2042',
      '/api/r/bonus-hunts',
      '/api/r/store?sort=popular',
      '/remotes.json',
      '/',
    ]) {
      const r = await load(`http://127.0.0.1:${port}${path}`, SECONDS, CONCURRENCY);
      console.log(
        `  ${path.padEnd(58)} ${r.rps.padStart(6)} ${r.p50.padStart(8)} ${r.p95.padStart(7)} ${r.p99.padStart(7)} ${String(r.errors).padStart(7)}`,
      );
    }
  } finally {
    server.kill('SIGTERM');
  }
}

bundleSizes();
await apiBench();
