// (c) of `npm run bench`: leaderboard, profile and name-search reads with 1,000, 10,000 and
// 100,000 players with gamer-like names (rows.mjs), p50 at 100,000 against 1,000; on PostgreSQL
// too when given a server.
import { combine, load, ratio, section, startLobby } from './common.mjs';
import { addRowsPostgres, addRowsSqlite, scratchDatabase } from './rows.mjs';

/** One database's run of (c): each read at each size, p50 at 100,000 against 1,000. */
async function scaleRun(label, { env = {}, seed, seconds: total }) {
  const sizes = [1_000, 10_000, 100_000];
  let names;
  const lobby = await startLobby({
    env,
    seed: async (dataDir) => {
      names = await seed(dataDir, sizes);
    },
  });
  // A player's own username (what a player looks for: the usernames of 25 players spread over
  // the period, each connection asking for them in turn, so the figure is not one name's
  // trigrams), a fragment a few % of names share, and a term no name contains. The name search
  // reads go last: a run that outlasts its window leaves the server busy for nothing after them.
  const rows = {
    'leaderboard, first page': (n) => `/api/r/leaderboard?platform=bench-${n}`,
    'leaderboard, middle page': (n) => `/api/r/leaderboard?platform=bench-${n}&offset=${n / 2}`,
    'profile of the last member': (n) => `/api/r/user/m${n}_${n - 1}`,
    "search: a player's username": (n) =>
      spread(n).map(
        (i) => `/api/r/leaderboard?platform=bench-${n}&search=${encodeURIComponent(names[n][i])}`,
      ),
    'search: common fragment "wolf"': (n) => `/api/r/leaderboard?platform=bench-${n}&search=wolf`,
    'search: no match "zzqx"': (n) => `/api/r/leaderboard?platform=bench-${n}&search=zzqx`,
  };
  const spread = (n) => Array.from({ length: 25 }, (_, k) => Math.floor(((k + 0.5) * n) / 25));
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
      for (const n of sizes) for (const path of [url(n)].flat()) await fetch(lobby.url + path);
      // Interleaved rounds (1,000, 10,000, 100,000, 1,000…): a varying load weighs on all alike.
      const seconds = Math.max(2, total / 2);
      const rounds = Math.max(1, Math.min(4, Math.floor(seconds)));
      const got = Object.fromEntries(sizes.map((n) => [n, []]));
      for (let i = 0; i < rounds; i++)
        for (const n of sizes)
          got[n].push(await load(lobby.url, { paths: [url(n)].flat(), seconds: seconds / rounds }));
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

/** (c) on SQLite, and on a throwaway database of the PostgreSQL server `pgUrl` when given. */
export async function scale({ seconds, pgUrl }) {
  section(
    `(c) Cost as rows grow: 1,000 / 10,000 / 100,000 players with gamer-like names (req/s, p50 ms, 20 connections; flat with indexes)`,
  );
  const out = {
    sqlite: await scaleRun('SQLite', {
      seconds,
      seed: async (dataDir, sizes) => addRowsSqlite(dataDir, sizes),
    }),
  };
  if (pgUrl) {
    // A throwaway database on that server, migrated and seeded as `npm start` does, then dropped.
    const scratch = await scratchDatabase(pgUrl);
    try {
      out.postgres = await scaleRun('PostgreSQL', {
        seconds,
        env: { DATABASE_URL: scratch.url },
        seed: async (_dataDir, sizes) => addRowsPostgres(scratch.url, sizes),
      });
    } finally {
      await scratch.drop();
    }
  } else console.log('  (PostgreSQL: pass --pg postgres://… to measure it too)');
  return out;
}
