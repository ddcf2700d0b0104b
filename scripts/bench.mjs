#!/usr/bin/env node
// `npm run bench`: figures and ratios against baselines, measured in one run on this machine,
// printed and written to bench-results.json (git-ignored). Asserts nothing; the README's
// "Performance" section says what the figures mean.
//   (a) the public read endpoints (autocannon, 20 connections) against a bare Fastify route
//       answering the same bytes, idle and beside the bench's own background load (one busy-loop
//       process per core);
//   (b) the home page's cold and warm loads in Chromium, federated build against a single-bundle
//       build of the same pages, with the home load's budgets; the cold loads of /, /store and
//       /bonus-hunts beside the single bundle's (ratios), and what their JavaScript is, by source
//       (scripts/bench/breakdown.mjs); layout shift of every public page at desktop and phone width;
//   (c) leaderboard, profile and name-search reads with 1,000, 10,000 and 100,000 players with
//       gamer-like names, p50 at 100,000 against 1,000 (on PostgreSQL too with --pg);
//   (d) building one remote alone against building everything;
//   (e) one giveaway points entry of 90,000 entries (one counted row) while light reads run;
//   (f) the server's start through tsx from TypeScript against node from server/dist: time to the
//       first answer and resident memory.
// Options: --seconds N (load per endpoint, default 4), --skip-builds (use the dist/ folders as
// they are; (d) runs only when --only names it, the single-bundle build only when
// .bench/single-dist is missing), --only a,b,c,d,e,f, --build-timeout N (seconds per build in (d),
// default 900), --pg URL (also run (c) on a throwaway database of that PostgreSQL server; or
// LOBBY_BENCH_PG_URL).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { breakdown } from './bench/breakdown.mjs';
import { coldAndWarm, coldLoad, DESKTOP, launch, layoutShifts, PHONE } from './bench/browser.mjs';
import { kib, load, pct, ratio, startBare, startLobby } from './bench/common.mjs';
import { addEntrants, countRows, entryUnderLoad, ms } from './bench/giveaway-entry.mjs';
import { addRowsPostgres, addRowsSqlite, scratchDatabase } from './bench/rows.mjs';
import { serverStarts } from './bench/server-start.mjs';
import { root } from './lib.mjs';

const argv = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : dflt;
};
const SECONDS = Number(opt('seconds', 4));
const SKIP_BUILDS = argv.includes('--skip-builds');
const ONLY = new Set(String(opt('only', 'a,b,c,d,e,f')).split(','));
const PG_URL = opt('pg', process.env.LOBBY_BENCH_PG_URL ?? '');
const results = { date: new Date().toISOString(), node: process.version, budgets: {} };
const started = Date.now();

const BUDGET = { requests: 20, jsKiB: 250, cls: 0.1, contentMs: 1300, jsRatio: 1.15 };

function section(title) {
  console.log(`\n${title}\n${'─'.repeat(title.length)}`);
}

// ── (d) builds: one remote alone against everything, each one webpack run, no cache ──
const BUILD_TIMEOUT_S = Number(opt('build-timeout', 900));

/**
 * One production webpack run of the project in `dir` (its own webpack config, or `config`), into
 * a folder of .bench/ so the dist/ folders that (b) measures stay as they are. No Nx and no
 * cache: what a release of that project costs. Bounded: a run longer than BUILD_TIMEOUT_S is
 * stopped and reported as timed out. Returns seconds, or null when it timed out.
 */
function timedWebpack(label, dir, { config, out } = {}) {
  const t0 = Date.now();
  const res = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules/webpack-cli/bin/cli.js'),
      ...(config ? ['--config', config] : []),
      '--mode',
      'production',
      ...(out ? ['--output-path', out] : []),
    ],
    {
      cwd: dir,
      stdio: ['ignore', 'ignore', 'pipe'],
      timeout: BUILD_TIMEOUT_S * 1000,
      killSignal: 'SIGKILL',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const seconds = (Date.now() - t0) / 1000;
  if (res.error?.code === 'ETIMEDOUT' || res.signal) {
    console.log(`  ${label.padEnd(34)} timed out after ${BUILD_TIMEOUT_S} s`);
    return null;
  }
  if (res.status !== 0) throw new Error(`build failed: ${label}\n${res.stderr}`);
  console.log(`  ${label.padEnd(34)} ${seconds.toFixed(1)} s`);
  return seconds;
}

function singleBundleBuild() {
  return timedWebpack('single bundle (one webpack run)', join(root, 'shell'), {
    config: join(root, 'scripts/bench/single-bundle.webpack.cjs'),
  });
}

const REMOTES = ['community', 'engagement', 'commerce', 'support'];

// (d) changes no dist/ folder, so it runs with --skip-builds too when asked for by --only.
if (ONLY.has('d') && (!SKIP_BUILDS || argv.includes('--only'))) {
  section(
    `(d) Building one remote alone against building everything (webpack, no cache, one run each, timeout ${BUILD_TIMEOUT_S} s)`,
  );
  const out = (name) => join(root, '.bench/builds', name);
  const one = timedWebpack('one remote alone (support)', join(root, 'remotes/support'), {
    out: out('support-alone'),
  });
  const parts = {
    shell: timedWebpack('shell', join(root, 'shell'), { out: out('shell') }),
    'shell overlay': timedWebpack('shell overlay page', join(root, 'shell'), {
      config: join(root, 'shell/webpack.overlay.js'),
      out: out('shell-overlay'),
    }),
  };
  for (const name of REMOTES)
    parts[name] = timedWebpack(`remote ${name}`, join(root, 'remotes', name), {
      out: out(name),
    });
  const finished = Object.values(parts).every((v) => v != null);
  const all = finished ? Object.values(parts).reduce((a, v) => a + v, 0) : null;
  const single = singleBundleBuild();
  results.builds = { oneRemoteS: one, parts, everythingS: all, singleBundleS: single };
  console.log(
    `  everything (shell + ${REMOTES.length} remotes, one after the other) ${all == null ? 'not complete (a build timed out)' : `${all.toFixed(1)} s`}`,
  );
  if (one != null && all != null)
    console.log(
      `  an independent release of one remote takes ${pct(ratio(one, all))} of the time of building everything${single != null ? `; the single bundle takes ${pct(ratio(single, all))}` : ''}`,
    );
}
if (ONLY.has('b') && !SKIP_BUILDS) {
  // (b) measures the dist/ folders: built as `npm run build` builds them (Nx, its cache allowed).
  section('Building the site for (b)');
  const t0 = Date.now();
  const res = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules/nx/dist/bin/nx.js'),
      'run-many',
      '-t',
      'build',
      '--outputStyle=static',
    ],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'pipe'],
      timeout: BUILD_TIMEOUT_S * 2000,
      killSignal: 'SIGKILL',
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' },
    },
  );
  if (res.status !== 0) throw new Error(`npm run build failed or timed out\n${res.stderr}`);
  console.log(`  built in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}
if (
  ONLY.has('b') &&
  !results.builds?.singleBundleS &&
  (!SKIP_BUILDS || !existsSync(join(root, '.bench/single-dist/index.html')))
)
  singleBundleBuild();

// ── bundle sizes from dist/ ──
section(
  'JavaScript in dist/ (raw / gzip / brotli; what a remote ships, shared fallbacks included)',
);
results.bundles = {};
for (const dir of [
  'shell',
  'remotes/community',
  'remotes/engagement',
  'remotes/commerce',
  'remotes/support',
]) {
  let files;
  try {
    files = readdirSync(join(root, dir, 'dist')).filter((f) => f.endsWith('.js'));
  } catch {
    console.log(`  ${dir.padEnd(20)} not built`);
    continue;
  }
  let raw = 0,
    gz = 0,
    br = 0;
  for (const f of files) {
    const buf = readFileSync(join(root, dir, 'dist', f));
    raw += buf.length;
    gz += existsSync(join(root, dir, 'dist', `${f}.gz`))
      ? readFileSync(join(root, dir, 'dist', `${f}.gz`)).length
      : gzipSync(buf).length;
    br += existsSync(join(root, dir, 'dist', `${f}.br`))
      ? readFileSync(join(root, dir, 'dist', `${f}.br`)).length
      : brotliCompressSync(buf).length;
  }
  results.bundles[dir] = { raw, gz, br };
  console.log(
    `  ${dir.padEnd(20)} ${kib(raw).padStart(11)} ${kib(gz).padStart(11)} ${kib(br).padStart(11)}`,
  );
}

// ── (a) API throughput against bare Fastify ──
const ENDPOINTS = [
  '/api/r/settings',
  '/api/r/affiliates',
  '/api/r/leaderboard',
  '/api/r/leaderboard?platform=lumen&period=current',
  '/api/r/leaderboard/lumen',
  '/api/r/bonus-hunts',
  '/api/r/store?sort=popular',
];

/** Rounds of one side: mean throughput, median latencies, errors summed. */
function combine(list) {
  const median = (xs) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
  return {
    rps: Math.round(list.reduce((a, r) => a + r.rps, 0) / list.length),
    p50: median(list.map((r) => r.p50)),
    p99: median(list.map((r) => r.p99)),
    errors: list.reduce((a, r) => a + r.errors, 0),
  };
}

/**
 * The bench's own background load: one CPU-bound child process per core (a busy loop), so the
 * servers and autocannon share the machine with as many runnable processes as it has cores.
 */
function startBackgroundLoad() {
  const children = Array.from({ length: availableParallelism() }, () =>
    spawn(process.execPath, ['-e', 'for (;;) Math.sqrt(Math.random())'], { stdio: 'ignore' }),
  );
  return {
    count: children.length,
    async stop() {
      await Promise.all(
        children.map((c) => {
          c.kill('SIGKILL');
          return new Promise((r) => (c.exitCode != null || c.signalCode ? r() : c.once('exit', r)));
        }),
      );
    },
  };
}

if (ONLY.has('a')) {
  section(
    `(a) Public reads, 20 connections, ${SECONDS} s each, against bare Fastify answering the same bytes; idle, then beside ${availableParallelism()} busy-loop processes (one per core)`,
  );
  const lobby = await startLobby();
  try {
    const bodies = {};
    const local = {};
    for (const [i, path] of ENDPOINTS.entries()) {
      const res = await fetch(lobby.url + path);
      const body = await res.text();
      if (!res.ok) throw new Error(`${path} answered ${res.status}`);
      bodies[`/e${i}`] = { type: res.headers.get('content-type'), body };
      local[path] = `/e${i}`;
    }
    const bare = await startBare(bodies);
    /** Interleaved rounds (lobby, bare, lobby, bare…): a varying load weighs on both alike. */
    const measure = async (path) => {
      const rounds = Math.max(1, Math.min(4, Math.floor(SECONDS)));
      const slice = SECONDS / rounds;
      const lr = [];
      const br = [];
      for (let i = 0; i < rounds; i++) {
        lr.push(await load(lobby.url + path, { seconds: slice }));
        br.push(await load(bare.url + local[path], { seconds: slice }));
      }
      const l = combine(lr);
      const b = combine(br);
      return { lobby: l, bare: b, ratio: ratio(l.rps, b.rps) };
    };
    results.api = [];
    try {
      // Warm-up (the JIT, the cache's first loads) on both servers before anything is counted.
      for (const path of ENDPOINTS) {
        await load(lobby.url + path, { seconds: 1 });
        await load(bare.url + local[path], { seconds: 1 });
      }
      const idle = [];
      for (const path of ENDPOINTS) idle.push(await measure(path));
      const background = startBackgroundLoad();
      const busy = [];
      try {
        for (const path of ENDPOINTS) busy.push(await measure(path));
      } finally {
        await background.stop();
      }
      console.log(
        `  ${'endpoint'.padEnd(48)} ${'bytes'.padStart(6)} | idle: lobby req/s  bare req/s  ratio (≥ 50 %) | loaded: lobby req/s  bare req/s  ratio (≥ 40 %)`,
      );
      for (const [i, path] of ENDPOINTS.entries()) {
        const bytes = Buffer.byteLength(bodies[local[path]].body);
        const [a, z] = [idle[i], busy[i]];
        results.api.push({ path, bytes, idle: a, loaded: z, ratio: a.ratio, loadedRatio: z.ratio });
        const cell = (m, goal) =>
          `${String(m.lobby.rps).padStart(12)}${m.lobby.errors ? ` ${m.lobby.errors}err` : ''} ${String(m.bare.rps).padStart(11)} ${pct(m.ratio).padStart(6)} ${m.ratio >= goal ? '✔' : '✖'}`;
        console.log(
          `  ${path.padEnd(48)} ${String(bytes).padStart(6)} |      ${cell(a, 0.5)}        |        ${cell(z, 0.4)}`,
        );
      }
      results.apiBackgroundLoad = `${background.count} busy-loop node processes (one per core)`;
    } finally {
      await bare.stop();
    }
    // What a browser pays: the same reads with Accept-Encoding (compressed above 1 KB).
    const path = '/api/r/leaderboard';
    const c = await load(lobby.url + path, {
      seconds: SECONDS,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    results.apiCompressed = { path, ...c };
    console.log(
      `  ${path} with Accept-Encoding: br, gzip → ${c.rps} req/s, p50 ${c.p50} ms, p99 ${c.p99} ms, ${c.errors} errors`,
    );
  } finally {
    await lobby.stop();
  }
}

// ── (b) page loads in Chromium ──
const PUBLIC_PAGES = [
  '/',
  '/leaderboard',
  '/challenges',
  '/bonuses',
  '/store',
  '/vip-rewards',
  '/bonus-hunts',
  '/tournaments',
  '/raffles',
  '/affiliate/wager-raffle',
  '/contact',
  '/login',
  '/privacy',
  '/terms',
];

/** Pages whose cold load (b) compares with the single bundle's, figure by figure. */
const RATIO_PAGES = ['/', '/store', '/bonus-hunts'];

function printLoad(label, r) {
  console.log(
    `  ${label.padEnd(30)} ${String(r.requests).padStart(4)} req ${kib(r.bytes).padStart(11)} total ${kib(r.jsBytes).padStart(11)} JS  content ${r.contentMs ?? '—'} ms  CLS ${r.cls}`,
  );
}

if (ONLY.has('b')) {
  section('(b) Home page in Chromium: micro-frontends against a single bundle of the same pages');
  const browser = await launch();
  const federated = await startLobby();
  const single = existsSync(join(root, '.bench/single-dist/index.html'))
    ? await startLobby({ env: { LOBBY_SHELL_DIST: join(root, '.bench/single-dist') } })
    : null;
  try {
    // One load first so the server's first-request costs are not the page's.
    await fetch(`${federated.url}/`);
    if (single) await fetch(`${single.url}/`);
    const fed = await coldAndWarm(browser, `${federated.url}/`, DESKTOP);
    const fedPhone = await coldAndWarm(browser, `${federated.url}/`, PHONE);
    printLoad('federated, cold (desktop)', fed.cold);
    printLoad('federated, warm (desktop)', fed.warm);
    printLoad('federated, cold (phone)', fedPhone.cold);
    results.home = { federated: fed, federatedPhone: fedPhone };
    if (single) {
      // The server sends no remote script preloads with a shell that is not federated.
      const one = await coldAndWarm(browser, `${single.url}/`, DESKTOP);
      printLoad('single bundle, cold (desktop)', one.cold);
      printLoad('single bundle, warm (desktop)', one.warm);
      results.home.single = one;
      console.log(
        `  federation costs ×${ratio(fed.cold.requests, one.cold.requests).toFixed(2)} requests, ×${ratio(fed.cold.jsBytes, one.cold.jsBytes).toFixed(2)} JS bytes, ${(fed.cold.contentMs ?? 0) - (one.cold.contentMs ?? 0)} ms to content (cold)`,
      );
    }
    // The three pages: each figure of the federated cold load beside the single bundle's.
    const pages = {};
    if (single) {
      console.log(
        `\n  Cold loads (desktop), federated against the single bundle (JavaScript ≤ ×${BUDGET.jsRatio}):`,
      );
      for (const path of RATIO_PAGES) {
        const f = path === '/' ? fed.cold : await coldLoad(browser, federated.url + path);
        const s =
          path === '/' ? results.home.single.cold : await coldLoad(browser, single.url + path);
        const r = {
          requests: ratio(f.requests, s.requests),
          js: ratio(f.jsBytes, s.jsBytes),
          content: f.contentMs && s.contentMs ? ratio(f.contentMs, s.contentMs) : null,
        };
        pages[path] = { federated: f, single: s, ratio: r };
        console.log(
          `    ${r.js <= BUDGET.jsRatio ? '✔' : '✖'} ${path.padEnd(13)} requests ${f.requests} / ${s.requests} ×${r.requests.toFixed(2)}   JS ${kib(f.jsBytes)} / ${kib(s.jsBytes)} ×${r.js.toFixed(3)}   content ${f.contentMs ?? '—'} / ${s.contentMs ?? '—'} ms${r.content ? ` ×${r.content.toFixed(2)}` : ''}`,
        );
      }
      // What each KiB is: every script's brotli bytes shared out over the sources it was built
      // from (its source map), by library or project.
      for (const [path, { federated: f, single: s }] of Object.entries(pages)) {
        const fb = breakdown(f.scripts, join(root, 'shell/dist'));
        const sb = breakdown(s.scripts, join(root, '.bench/single-dist'));
        pages[path].breakdown = {
          federated: Object.fromEntries(fb.groups),
          single: Object.fromEntries(sb.groups),
          requests: fb.requests.map((q) => ({ ...q, groups: Object.fromEntries(q.groups) })),
        };
        console.log(
          `\n  ${path}: JavaScript by source, KiB brotli (federated / single / difference)`,
        );
        const names = [...new Set([...fb.groups.keys(), ...sb.groups.keys()])].sort(
          (a, b) => (fb.groups.get(b) ?? 0) - (fb.groups.get(a) ?? 0),
        );
        for (const name of names) {
          const a = (fb.groups.get(name) ?? 0) / 1024;
          const b = (sb.groups.get(name) ?? 0) / 1024;
          if (a < 0.05 && b < 0.05) continue;
          console.log(
            `    ${name.padEnd(28)} ${a.toFixed(1).padStart(6)} ${b.toFixed(1).padStart(6)} ${`${a - b >= 0 ? '+' : ''}${(a - b).toFixed(1)}`.padStart(7)}`,
          );
        }
        console.log('    federated, per request:');
        for (const q of fb.requests) {
          const top = [...q.groups]
            .sort((x, y) => y[1] - x[1])
            .slice(0, 4)
            .map(([g, n]) => `${g} ${(n / 1024).toFixed(1)}`)
            .join(', ');
          console.log(`      ${q.name.padEnd(52)} ${kib(q.body).padStart(10)}  ${top}`);
        }
      }
      results.pages = pages;
    }

    const c = fed.cold;
    const budgets = {
      requests: { value: c.requests, max: BUDGET.requests, ok: c.requests <= BUDGET.requests },
      jsKiB: {
        value: +(c.jsBytes / 1024).toFixed(1),
        max: BUDGET.jsKiB,
        ok: c.jsBytes / 1024 <= BUDGET.jsKiB,
      },
      contentMs: {
        value: c.contentMs,
        max: BUDGET.contentMs,
        ok: c.contentMs != null && c.contentMs <= BUDGET.contentMs,
      },
      calledTwice: { value: c.calledTwice, ok: c.calledTwice.length === 0 },
      uncompressedJs: { value: c.uncompressedJs, ok: c.uncompressedJs.length === 0 },
      sharedOnce: {
        value: c.shared,
        ok: Object.values(c.shared).every((v) => v.length === 1),
      },
      kyOnce: { value: c.kyCopies, ok: c.kyCopies <= 1 },
      ...Object.fromEntries(
        Object.entries(pages).map(([path, p]) => [
          `jsRatio ${path}`,
          { value: +p.ratio.js.toFixed(3), max: BUDGET.jsRatio, ok: p.ratio.js <= BUDGET.jsRatio },
        ]),
      ),
    };
    console.log('\n  Cold home budgets:');
    for (const [k, v] of Object.entries(budgets))
      console.log(
        `    ${v.ok ? '✔' : '✖'} ${k.padEnd(15)} ${JSON.stringify(v.value)}${v.max != null ? ` (≤ ${v.max})` : ''}`,
      );

    console.log('\n  Layout shift, cold load of every public page (≤ 0.1):');
    const shifts = await layoutShifts(browser, federated.url, PUBLIC_PAGES, {
      desktop: DESKTOP,
      phone: PHONE,
    });
    for (const path of PUBLIC_PAGES) {
      const d = shifts.find((s) => s.path === path && s.viewport === 'desktop');
      const p = shifts.find((s) => s.path === path && s.viewport === 'phone');
      const ok = d.cls <= BUDGET.cls && p.cls <= BUDGET.cls;
      console.log(
        `    ${ok ? '✔' : '✖'} ${path.padEnd(26)} desktop ${String(d.cls).padEnd(6)} phone ${String(p.cls).padEnd(6)} content ${d.contentMs ?? '—'} / ${p.contentMs ?? '—'} ms`,
      );
    }
    const worst = Math.max(...shifts.map((s) => s.cls));
    budgets.cls = { value: worst, max: BUDGET.cls, ok: worst <= BUDGET.cls };
    results.budgets = budgets;
    results.layoutShifts = shifts;
  } finally {
    await browser.close();
    await federated.stop();
    await single?.stop();
  }
}

// ── (c) how cost grows with rows ──
/** One database's run of (c): each read at each size, p50 at 100,000 against 1,000. */
async function scaleRun(label, { env = {}, seed }) {
  const sizes = [1_000, 10_000, 100_000];
  let names;
  const lobby = await startLobby({
    env,
    seed: async (dataDir) => {
      names = await seed(dataDir, sizes);
    },
  });
  // A player's own username (what a player looks for), a fragment a few % of names share, and
  // a term no name contains. The name search reads go last: a run that outlasts its window
  // leaves the server busy for nothing after them.
  const rows = {
    'leaderboard, first page': (n) => `/api/r/leaderboard?platform=bench-${n}`,
    'leaderboard, middle page': (n) => `/api/r/leaderboard?platform=bench-${n}&offset=${n / 2}`,
    'profile of the last member': (n) => `/api/r/user/m${n}_${n - 1}`,
    "search: a player's username": (n) =>
      `/api/r/leaderboard?platform=bench-${n}&search=${encodeURIComponent(names[n][n - 7])}`,
    'search: common fragment "wolf"': (n) => `/api/r/leaderboard?platform=bench-${n}&search=wolf`,
    'search: no match "zzqx"': (n) => `/api/r/leaderboard?platform=bench-${n}&search=zzqx`,
  };
  const out = {};
  try {
    console.log(`  ${label}`);
    console.log(
      `  ${'read'.padEnd(32)} ${sizes.map((n) => `${n.toLocaleString('en-US')} rows`.padStart(18)).join('')}   p50 100k/1k (goal ≤ 2, < 50 ms for searches)`,
    );
    for (const [read, url] of Object.entries(rows)) {
      const line = [];
      out[read] = {};
      // Warm-up: the first request of a size fills the caches a live server has warm.
      for (const n of sizes) await fetch(lobby.url + url(n));
      // Interleaved rounds (1,000, 10,000, 100,000, 1,000…): a varying load weighs on all alike.
      const seconds = Math.max(2, SECONDS / 2);
      const rounds = Math.max(1, Math.min(4, Math.floor(seconds)));
      const got = Object.fromEntries(sizes.map((n) => [n, []]));
      for (let i = 0; i < rounds; i++)
        for (const n of sizes)
          got[n].push(await load(lobby.url + url(n), { seconds: seconds / rounds }));
      for (const n of sizes) {
        const r = combine(got[n]);
        out[read][n] = r;
        line.push(`${r.rps}/s ${r.p50}ms${r.errors ? ` ${r.errors}err` : ''}`.padStart(18));
      }
      const first = out[read][sizes[0]];
      const last = out[read][sizes[2]];
      const r = ratio(last.p50, first.p50 || 1);
      out[read].p50Ratio = +r.toFixed(2);
      const goal = read.startsWith('search') ? (r <= 2 && last.p50 < 50 ? ' ✔' : ' ✖') : '';
      console.log(`  ${read.padEnd(32)} ${line.join('')}   ×${r.toFixed(2)}${goal}`);
    }
  } finally {
    await lobby.stop();
  }
  return out;
}

if (ONLY.has('c')) {
  section(
    `(c) Cost as rows grow: 1,000 / 10,000 / 100,000 players with gamer-like names (req/s, p50 ms, 20 connections; flat with indexes)`,
  );
  results.scale = {
    sqlite: await scaleRun('SQLite', {
      seed: async (dataDir, sizes) => addRowsSqlite(dataDir, sizes),
    }),
  };
  if (PG_URL) {
    // A throwaway database on that server, migrated and seeded as `npm start` does, then dropped.
    const scratch = await scratchDatabase(PG_URL);
    try {
      results.scale.postgres = await scaleRun('PostgreSQL', {
        env: { DATABASE_URL: scratch.url },
        seed: async (_dataDir, sizes) => addRowsPostgres(scratch.url, sizes),
      });
    } finally {
      await scratch.drop();
    }
  } else console.log('  (PostgreSQL: pass --pg postgres://… to measure it too)');
}

// ── (e) a giveaway points entry of 90,000 entries under light load ──
if (ONLY.has('e')) {
  const ENTRIES = 90_000;
  const ROUNDS = 5;
  section(
    `(e) One giveaway points entry of ${ENTRIES.toLocaleString('en-US')} entries (${ROUNDS} members, one request each) while 8 clients read /api/r/settings`,
  );
  let entrants;
  const lobby = await startLobby({
    seed: async (dataDir) => {
      entrants = addEntrants(dataDir, ROUNDS, ENTRIES);
    },
  });
  try {
    // Warm-up: the routes' first calls (JIT, prepared statements) are not the figure.
    await load(`${lobby.url}/api/r/settings`, { seconds: 1 });
    const r = await entryUnderLoad(lobby.url, { ...entrants, entries: ENTRIES });
    const stored = countRows(lobby.dataDir, entrants.giveawayId);
    results.giveawayEntry = { entries: ENTRIES, ...r, stored };
    const sorted = [...r.entryMs].sort((a, b) => a - b);
    console.log(
      `  entry request (${ENTRIES.toLocaleString('en-US')} entries)   median ${ms(sorted[Math.floor(sorted.length / 2)])}, max ${ms(sorted.at(-1))}  (${r.entryMs.map((x) => x.toFixed(1)).join(', ')} ms)`,
    );
    console.log(
      `  light reads during an entry         ${String(r.during.count).padStart(6)} reads  p50 ${ms(r.during.p50)}  p99 ${ms(r.during.p99)}`,
    );
    console.log(
      `  light reads otherwise               ${String(r.outside.count).padStart(6)} reads  p50 ${ms(r.outside.p50)}  p99 ${ms(r.outside.p99)}  (${r.errors} errors)`,
    );
    console.log(
      `  stored: ${stored.rows} entry rows counting ${Number(stored.entries).toLocaleString('en-US')} entries`,
    );
  } finally {
    await lobby.stop();
  }
}

// ── (f) server start: tsx from TypeScript against the built JavaScript ──
if (ONLY.has('f')) {
  const RUNS = 3;
  section(
    `(f) Server start on a migrated SQLite database: spawn to the first 200 of /api/r/settings, resident memory then (median of ${RUNS})`,
  );
  spawnSync(process.execPath, [join(root, 'server/build.mjs'), '--if-changed'], {
    cwd: root,
    stdio: 'inherit',
  });
  const starts = await serverStarts({ runs: RUNS });
  results.serverStart = starts;
  const mib = (n) => `${(n / 1024 / 1024).toFixed(0)} MiB`;
  console.log(
    `  ${''.padEnd(40)} ${'first 200'.padStart(10)} ${'server RSS'.padStart(11)} ${'all processes'.padStart(20)}  runs`,
  );
  for (const [name, r] of Object.entries(starts))
    console.log(
      `  ${name.padEnd(40)} ${`${Math.round(r.ms)} ms`.padStart(10)} ${mib(r.serverRss).padStart(11)} ${`${mib(r.treeRss)} (${r.processes})`.padStart(20)}  ${r.runsMs.join(', ')} ms`,
    );
  console.log(
    "  (all processes: the server, and under tsx also tsx's CLI, its parent, and esbuild's service)",
  );
  const [tsxWarm, , built] = Object.values(starts);
  console.log(
    `  built against tsx (warm cache): ${pct(ratio(built.ms, tsxWarm.ms))} of the start time, ${pct(ratio(built.treeRss, tsxWarm.treeRss))} of the memory`,
  );
}

results.seconds = Math.round((Date.now() - started) / 1000);
writeFileSync(join(root, 'bench-results.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(`\nbench-results.json written (${results.seconds} s).`);
process.exit(0);
