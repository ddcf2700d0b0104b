#!/usr/bin/env node
// `npm run bench`: figures and ratios against baselines, measured in one run on this machine,
// printed and written to bench-results.json (git-ignored). Asserts nothing; the README's
// "Performance" section says what the figures mean.
//   (a) the public read endpoints (autocannon, 20 connections) against a bare Fastify route
//       answering the same bytes, idle and beside the bench's own background load (one busy-loop
//       process per core);
//   (b) the home page's cold and warm loads in Chromium, federated build against a single-bundle
//       build of the same pages, with the home load's budgets; the cold loads of /, /store,
//       /bonus-hunts, /raffles, /vip-rewards and /challenges beside the single bundle's (ratios),
//       and what their JavaScript is, by source (scripts/bench/breakdown.mjs); layout shift of
//       every public page at desktop and phone width;
//   (c) leaderboard, profile and name-search reads with 1,000, 10,000 and 100,000 players with
//       gamer-like names, p50 at 100,000 against 1,000 (on PostgreSQL too with --pg);
//   (d) building one remote alone against building everything;
//   (e) one giveaway points entry of 90,000 entries (one counted row) while light reads run;
//   (f) the server's start through tsx from TypeScript against node from server/dist: time to the
//       first answer and resident memory.
// Each section is a module of scripts/bench/: (a) api-reads.mjs, (b) page-loads.mjs, (c)
// scale.mjs, (d) builds.mjs, (e) giveaway-entry.mjs, (f) server-start.mjs.
// Options: --seconds N (load per endpoint, default 4), --skip-builds (use the dist/ folders as
// they are; (d) runs only when --only names it, the single-bundle build only when
// .bench/single-dist is missing), --only a,b,c,d,e,f, --build-timeout N (seconds per build in (d),
// default 900), --pg URL (also run (c) on a throwaway database of that PostgreSQL server; or
// LOBBY_BENCH_PG_URL).
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiReads } from './bench/api-reads.mjs';
import { buildSite, buildTimes, SINGLE_DIST, singleBundleBuild } from './bench/builds.mjs';
import { bundleSizes } from './bench/bundle-sizes.mjs';
import { giveawayEntry } from './bench/giveaway-entry.mjs';
import { pageLoads } from './bench/page-loads.mjs';
import { scale } from './bench/scale.mjs';
import { serverStart } from './bench/server-start.mjs';
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
const BUILD_TIMEOUT_S = Number(opt('build-timeout', 900));
const results = { date: new Date().toISOString(), node: process.version, budgets: {} };
const started = Date.now();

// (d) changes no dist/ folder, so it runs with --skip-builds too when asked for by --only.
if (ONLY.has('d') && (!SKIP_BUILDS || argv.includes('--only')))
  results.builds = buildTimes(BUILD_TIMEOUT_S);
if (ONLY.has('b') && !SKIP_BUILDS) buildSite(BUILD_TIMEOUT_S);
if (
  ONLY.has('b') &&
  !results.builds?.singleBundleS &&
  (!SKIP_BUILDS || !existsSync(join(SINGLE_DIST, 'index.html')))
)
  singleBundleBuild(BUILD_TIMEOUT_S);

results.bundles = bundleSizes();
if (ONLY.has('a')) Object.assign(results, await apiReads({ seconds: SECONDS }));
if (ONLY.has('b')) Object.assign(results, await pageLoads());
if (ONLY.has('c')) results.scale = await scale({ seconds: SECONDS, pgUrl: PG_URL });
if (ONLY.has('e')) results.giveawayEntry = await giveawayEntry({ entries: 90_000, rounds: 5 });
if (ONLY.has('f')) results.serverStart = await serverStart({ runs: 3 });

results.seconds = Math.round((Date.now() - started) / 1000);
writeFileSync(join(root, 'bench-results.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(`\nbench-results.json written (${results.seconds} s).`);
process.exit(0);
