// (d) of `npm run bench`: building one remote alone against building everything, each one webpack
// run with no cache; and the builds (b) measures (the site as `npm run build` builds it, the
// single bundle).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { root } from '../lib.mjs';
import { pct, ratio, section } from './common.mjs';

/** Where the single-bundle build of the same pages goes (scripts/bench/single-bundle.webpack.cjs). */
export const SINGLE_DIST = join(root, '.bench/single-dist');

const REMOTES = ['community', 'engagement', 'commerce', 'support'];

/**
 * One production webpack run of the project in `dir` (its own webpack config, or `config`), into
 * a folder of .bench/ so the dist/ folders that (b) measures stay as they are. No Nx and no
 * cache: what a release of that project costs. Bounded: a run longer than `timeoutS` is
 * stopped and reported as timed out. Returns seconds, or null when it timed out.
 */
function timedWebpack(label, dir, { config, out, timeoutS }) {
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
      timeout: timeoutS * 1000,
      killSignal: 'SIGKILL',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const seconds = (Date.now() - t0) / 1000;
  if (res.error?.code === 'ETIMEDOUT' || res.signal) {
    console.log(`  ${label.padEnd(34)} timed out after ${timeoutS} s`);
    return null;
  }
  if (res.status !== 0) throw new Error(`build failed: ${label}\n${res.stderr}`);
  console.log(`  ${label.padEnd(34)} ${seconds.toFixed(1)} s`);
  return seconds;
}

/** The single bundle of the same pages, into SINGLE_DIST: seconds, or null when it timed out. */
export function singleBundleBuild(timeoutS) {
  return timedWebpack('single bundle (one webpack run)', join(root, 'shell'), {
    config: join(root, 'scripts/bench/single-bundle.webpack.cjs'),
    timeoutS,
  });
}

/** (d): each build's seconds (null where it timed out), printed with the ratios. */
export function buildTimes(timeoutS) {
  section(
    `(d) Building one remote alone against building everything (webpack, no cache, one run each, timeout ${timeoutS} s)`,
  );
  const out = (name) => join(root, '.bench/builds', name);
  const one = timedWebpack('one remote alone (support)', join(root, 'remotes/support'), {
    out: out('support-alone'),
    timeoutS,
  });
  const parts = {
    shell: timedWebpack('shell', join(root, 'shell'), { out: out('shell'), timeoutS }),
    'shell overlay': timedWebpack('shell overlay page', join(root, 'shell'), {
      config: join(root, 'shell/webpack.overlay.js'),
      out: out('shell-overlay'),
      timeoutS,
    }),
  };
  for (const name of REMOTES)
    parts[name] = timedWebpack(`remote ${name}`, join(root, 'remotes', name), {
      out: out(name),
      timeoutS,
    });
  const finished = Object.values(parts).every((v) => v != null);
  const all = finished ? Object.values(parts).reduce((a, v) => a + v, 0) : null;
  const single = singleBundleBuild(timeoutS);
  console.log(
    `  everything (shell + ${REMOTES.length} remotes, one after the other) ${all == null ? 'not complete (a build timed out)' : `${all.toFixed(1)} s`}`,
  );
  if (one != null && all != null)
    console.log(
      `  an independent release of one remote takes ${pct(ratio(one, all))} of the time of building everything${single != null ? `; the single bundle takes ${pct(ratio(single, all))}` : ''}`,
    );
  return { oneRemoteS: one, parts, everythingS: all, singleBundleS: single };
}

/** The dist/ folders (b) measures, built as `npm run build` builds them (Nx, its cache allowed). */
export function buildSite(timeoutS) {
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
      timeout: timeoutS * 2000,
      killSignal: 'SIGKILL',
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' },
    },
  );
  if (res.status !== 0) throw new Error(`npm run build failed or timed out\n${res.stderr}`);
  console.log(`  built in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}
