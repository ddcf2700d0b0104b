// Rows for the bench's (c): N players of a current period and N members, with names like a
// casino streamer's community has (syllables, words, numbers, tags), written straight into the
// database the server runs on (SQLite file or PostgreSQL).
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);

const WORDS = {
  start:
    'dark shadow lucky crazy mega ultra neon silent royal wild frost blaze iron golden silver night storm rapid lazy sneaky big lil mr king queen captain dr pro epic toxic'.split(
      ' ',
    ),
  core: 'wolf spin slot ace jack dragon tiger viper ninja whale hunter gambler rider panda fox raven knight phoenix shark bandit cobra ghost reaper wizard falcon bear monkey pirate samurai titan'.split(
    ' ',
  ),
  syllable:
    'ka ro mi zu len tor vex qui sha dor bel nix ori pha gri lum sto wen yar fi xo tri ble mak sun ver ash kel dra po'.split(
      ' ',
    ),
  tail: ['', '', '', '77', '99', '_x', 'xx', '420', '1337', '_tv', 'yt', '88', '_gg', '2k', '_og'],
};

/** A deterministic source of gamer-like names: `name(i)` → { username (unique), display }. */
export function gamerNames(seed) {
  let s = seed >>> 0;
  const rnd = () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
  const pick = (xs) => xs[Math.floor(rnd() * xs.length)];
  const cap = (w) => w.charAt(0).toUpperCase() + w.slice(1);
  const { start, core, syllable, tail } = WORDS;
  return (i) => {
    const r = rnd();
    const base =
      r < 0.4
        ? pick(start) + pick(core)
        : r < 0.7
          ? pick(syllable) + pick(syllable) + pick(syllable)
          : r < 0.85
            ? pick(core) + pick(syllable) + pick(syllable)
            : pick(syllable) + pick(syllable) + pick(core);
    const end = pick(tail) + (rnd() < 0.3 ? String(Math.floor(rnd() * 1000)) : '');
    return {
      username: `${base}${end}_${i.toString(36)}`,
      display: rnd() < 0.5 ? `${cap(base)}${end}` : `${cap(base)} ${cap(pick(core))}`,
    };
  };
}

/** The rows of a size: the platform `bench-N`, its current period's N entries and N members. */
function rowsOf(n) {
  const name = gamerNames(n);
  const now = Date.now();
  const iso = (ms) => new Date(now + ms).toISOString();
  const entries = [];
  const users = [];
  for (let i = 0; i < n; i++) {
    const { username, display } = name(i);
    entries.push([username, username.toLowerCase(), display, (i * 7919) % 10_000_000]);
    users.push(`m${n}_${i}`);
  }
  return { iso, entries, users };
}

const PLATFORM = `insert into platforms (slug, name, image, sort_order, active, created_at)
  values ($1, $2, null, 99, 1, $3) returning id`;
const BOARD = `insert into leaderboards (platform_id, timeframe, period_start, period_end,
    total_prize_pool, currency_symbol, prizes, status, created_at)
  values ($1, 'weekly', $2, $3, 1000000, '$', '[500000,300000,200000]', 'current', $4) returning id`;

/** Adds each size's rows to the SQLite database in `dataDir`; returns each size's usernames. */
export function addRowsSqlite(dataDir, sizes) {
  const Database = require('better-sqlite3');
  const db = new Database(join(dataDir, 'lobby.sqlite'));
  db.pragma('busy_timeout = 10000');
  const q = (text) => db.prepare(text.replace(/\$\d/g, '?'));
  const names = {};
  for (const n of sizes) {
    const { iso, entries, users } = rowsOf(n);
    names[n] = entries.map((e) => e[0]);
    db.transaction(() => {
      const platform = q(PLATFORM).get(`bench-${n}`, `Bench ${n}`, iso(0)).id;
      const board = q(BOARD).get(platform, iso(-3 * 86_400_000), iso(4 * 86_400_000), iso(0)).id;
      const entry = db.prepare(
        `insert into leaderboard_entries (leaderboard_id, username, username_key, display_name,
           wagered, favorite_game, updated_at) values (?, ?, ?, ?, ?, null, ?)`,
      );
      const user = db.prepare(
        `insert or ignore into users (username, global_name, created_at, updated_at) values (?, ?, ?, ?)`,
      );
      for (const [i, e] of entries.entries()) {
        entry.run(board, ...e, iso(0));
        user.run(users[i], `Member ${i}`, iso(0), iso(0));
      }
    })();
  }
  // What the job community.leaderboards.search-upkeep does within ten minutes of such an import
  // (compactNameIndex, server/src/areas/community/leaderboard/repository.ts): merge the name
  // index's segments, a few hundred pages a step, until a step merges nothing. As with
  // PostgreSQL's vacuum below, a run measured right after the seed would read a state a live
  // server leaves within minutes.
  const changes = db.prepare('select total_changes() as n').pluck();
  const step = db.prepare(
    `insert into leaderboard_entries_fts (leaderboard_entries_fts, rank) values ('merge', -200)`,
  );
  for (let before = changes.get(); step.run(), changes.get() - before > 1; before = changes.get());
  db.close();
  return names;
}

/** The same on PostgreSQL (batches through unnest), then ANALYZE as a live database has. */
export async function addRowsPostgres(url, sizes) {
  const { Client } = require('pg');
  const client = new Client({ connectionString: url });
  await client.connect();
  const names = {};
  try {
    for (const n of sizes) {
      const { iso, entries, users } = rowsOf(n);
      names[n] = entries.map((e) => e[0]);
      await client.query('begin');
      const platform = (await client.query(PLATFORM, [`bench-${n}`, `Bench ${n}`, iso(0)])).rows[0]
        .id;
      const board = (
        await client.query(BOARD, [platform, iso(-3 * 86_400_000), iso(4 * 86_400_000), iso(0)])
      ).rows[0].id;
      for (let from = 0; from < n; from += 5000) {
        const part = entries.slice(from, from + 5000);
        const col = (k) => part.map((e) => e[k]);
        await client.query(
          `insert into leaderboard_entries (leaderboard_id, username, username_key, display_name,
             wagered, favorite_game, updated_at)
           select $1, u, k, d, w, null, $6 from unnest($2::text[], $3::text[], $4::text[], $5::bigint[]) as t(u, k, d, w)`,
          [board, col(0), col(1), col(2), col(3), iso(0)],
        );
        const members = users.slice(from, from + 5000);
        await client.query(
          `insert into users (username, global_name, created_at, updated_at)
           select u, 'Member ' || u, $2, $2 from unnest($1::text[]) as t(u) on conflict do nothing`,
          [members, iso(0)],
        );
      }
      await client.query('commit');
    }
    // What autovacuum does within a minute of such an insert (its insert threshold, then
    // naptime): statistics, and the visibility map the index-only scans read instead of the
    // table. Measured right after the seed without it, a run's figures depended on whether
    // autovacuum had come by yet.
    await client.query('vacuum analyze');
  } finally {
    await client.end();
  }
  return names;
}

/** A throwaway database on the PostgreSQL server of `url`: its URL, and drop() for the end. */
export async function scratchDatabase(url) {
  const { Client } = require('pg');
  const name = `lobby_bench_${process.pid}_${Date.now().toString(36)}`;
  const admin = new Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  return {
    url: scratch.toString(),
    async drop() {
      const c = new Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
