// (a) of `npm run bench`: the public read endpoints (autocannon, 20 connections) against a bare
// Fastify route answering the same bytes, idle and beside the bench's own background load (one
// busy-loop process per core).
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { combine, load, pct, ratio, section, startBare, startLobby } from './common.mjs';

const ENDPOINTS = [
  '/api/r/settings',
  '/api/r/affiliates',
  '/api/r/leaderboard',
  '/api/r/leaderboard?platform=lumen&period=current',
  '/api/r/leaderboard/lumen',
  '/api/r/bonus-hunts',
  '/api/r/store?sort=popular',
];

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

/** (a), `seconds` of load per endpoint and side: `{ api, apiBackgroundLoad, apiCompressed }`. */
export async function apiReads({ seconds }) {
  section(
    `(a) Public reads, 20 connections, ${seconds} s each, against bare Fastify answering the same bytes; idle, then beside ${availableParallelism()} busy-loop processes (one per core)`,
  );
  const out = {};
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
      const rounds = Math.max(1, Math.min(4, Math.floor(seconds)));
      const slice = seconds / rounds;
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
    out.api = [];
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
        out.api.push({ path, bytes, idle: a, loaded: z, ratio: a.ratio, loadedRatio: z.ratio });
        const cell = (m, goal) =>
          `${String(m.lobby.rps).padStart(12)}${m.lobby.errors ? ` ${m.lobby.errors}err` : ''} ${String(m.bare.rps).padStart(11)} ${pct(m.ratio).padStart(6)} ${m.ratio >= goal ? '✔' : '✖'}`;
        console.log(
          `  ${path.padEnd(48)} ${String(bytes).padStart(6)} |      ${cell(a, 0.5)}        |        ${cell(z, 0.4)}`,
        );
      }
      out.apiBackgroundLoad = `${background.count} busy-loop node processes (one per core)`;
    } finally {
      await bare.stop();
    }
    // What a browser pays: the same reads with Accept-Encoding (compressed above 1 KB).
    const path = '/api/r/leaderboard';
    const c = await load(lobby.url + path, {
      seconds,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    out.apiCompressed = { path, ...c };
    console.log(
      `  ${path} with Accept-Encoding: br, gzip → ${c.rps} req/s, p50 ${c.p50} ms, p99 ${c.p99} ms, ${c.errors} errors`,
    );
  } finally {
    await lobby.stop();
  }
  return out;
}
