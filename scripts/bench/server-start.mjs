// (f) of `npm run bench`: the server started from its TypeScript through tsx against the built
// JavaScript (server/dist, what `npm start` and production run): time from spawn to the first 200
// of a cheap route, and resident memory once it answers.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from '../lib.mjs';
import { freePort, pct, ratio, section } from './common.mjs';

const tsx = join(root, 'node_modules/tsx/dist/cli.mjs');

export const START_MODES = {
  'tsx src/main.ts (its disk cache warm)': {
    args: [tsx, '--conditions=lobby-source', join(root, 'server/src/main.ts')],
  },
  'tsx src/main.ts (TSX_DISABLE_CACHE=1)': {
    args: [tsx, '--conditions=lobby-source', join(root, 'server/src/main.ts')],
    env: { TSX_DISABLE_CACHE: '1' },
  },
  'node dist/main.js': {
    args: ['--enable-source-maps', join(root, 'server/dist/main.js')],
  },
};

/** VmRSS of one process in bytes (0 when it is gone). */
function rss(pid) {
  try {
    const m = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

function cmdline(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
  } catch {
    return [];
  }
}

/** The process and its descendants (tsx's CLI runs the server in a child process of its own). */
function tree(pid) {
  const parents = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name (field 2) may hold spaces: the parent pid is the 2nd field after ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!parents.has(ppid)) parents.set(ppid, []);
      parents.get(ppid).push(Number(entry));
    } catch {
      /* gone */
    }
  }
  const all = [pid];
  for (let i = 0; i < all.length; i++) all.push(...(parents.get(all[i]) ?? []));
  return all;
}

/** A fresh copy of a migrated SQLite data dir, so each start measures the start, not migrations. */
function migratedTemplate() {
  const dir = mkdtempSync(join(tmpdir(), 'lobby-bench-start-'));
  const res = spawnSync(process.execPath, [join(root, 'server/dist/migrate.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' },
  });
  if (res.status !== 0) throw new Error(`migrate failed\n${res.stderr}`);
  return dir;
}

async function oneStart(mode, template) {
  const dataDir = mkdtempSync(join(tmpdir(), 'lobby-bench-start-'));
  cpSync(template, dataDir, { recursive: true });
  const port = freePort();
  const url = `http://127.0.0.1:${port}/api/r/settings`;
  const t0 = performance.now();
  const child = spawn(process.execPath, mode.args, {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      ...mode.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      SCHEDULER: 'off',
      WEB_CONCURRENCY: '1',
      STREAM_PROVIDER_URL: 'http://127.0.0.1:9/{channel}',
    },
  });
  try {
    for (;;) {
      if (child.exitCode != null) throw new Error(`the server exited (${child.exitCode})`);
      if (performance.now() - t0 > 120_000) throw new Error(`no answer at ${url}`);
      try {
        if ((await fetch(url)).status === 200) break;
      } catch {
        /* not listening yet */
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    const ms = performance.now() - t0;
    const pids = tree(child.pid);
    const sizes = pids.map(rss);
    // Under tsx the tree is its CLI, the server (its child, also naming the entry on its command
    // line) and esbuild's service (the server's child): the server is the last to name the entry.
    const entry = mode.args.at(-1);
    const server = pids.findLastIndex((pid) => cmdline(pid).includes(entry));
    return {
      ms,
      serverRss: sizes[server] ?? 0,
      treeRss: sizes.reduce((a, b) => a + b, 0),
      processes: pids.length,
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode != null ? r() : child.once('exit', r)));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** `runs` starts of each mode, interleaved so a busy moment of the machine hits all modes alike. */
export async function serverStarts({ runs = 3 } = {}) {
  const template = migratedTemplate();
  const samples = Object.fromEntries(Object.keys(START_MODES).map((name) => [name, []]));
  try {
    for (let i = 0; i < runs; i++)
      for (const [name, mode] of Object.entries(START_MODES))
        samples[name].push(await oneStart(mode, template));
  } finally {
    rmSync(template, { recursive: true, force: true });
  }
  return Object.fromEntries(
    Object.entries(samples).map(([name, list]) => [
      name,
      {
        ms: median(list.map((s) => s.ms)),
        serverRss: median(list.map((s) => s.serverRss)),
        treeRss: median(list.map((s) => s.treeRss)),
        processes: list[0].processes,
        runsMs: list.map((s) => Math.round(s.ms)),
      },
    ]),
  );
}

/** (f): `runs` starts of each mode (after building server/dist if its sources changed), printed. */
export async function serverStart({ runs = 3 } = {}) {
  section(
    `(f) Server start on a migrated SQLite database: spawn to the first 200 of /api/r/settings, resident memory then (median of ${runs})`,
  );
  spawnSync(process.execPath, [join(root, 'server/build.mjs'), '--if-changed'], {
    cwd: root,
    stdio: 'inherit',
  });
  const starts = await serverStarts({ runs });
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
  return starts;
}
