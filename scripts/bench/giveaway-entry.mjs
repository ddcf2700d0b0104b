// (e) of `npm run bench`: one giveaway points entry of 90,000 entries while light reads run. The
// members, their sessions and points and the giveaway are written straight into the server's
// SQLite file, as (c) writes its rows.
import { createHash, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { load, section, startLobby } from './common.mjs';

const require = createRequire(import.meta.url);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** An open giveaway at 1 point per entry and `members` members with `points` each, logged in. */
export function addEntrants(dataDir, members, points) {
  const Database = require('better-sqlite3');
  const db = new Database(join(dataDir, 'lobby.sqlite'));
  db.pragma('busy_timeout = 10000');
  const now = Date.now();
  const iso = (ms) => new Date(now + ms).toISOString();
  const seed = randomBytes(32).toString('hex');
  const sessions = [];
  const giveawayId = db.transaction(() => {
    const id = db
      .prepare(
        `insert into giveaways (title, description, prize_type, prize_value, number_of_winners,
           end_datetime, is_accepting_entries, allow_passwordless_entry, allow_points_entry,
           points_per_entry, max_points_entries, commitment, draw_seed, created_at)
         values ('Bench giveaway', '', 'points', 1000, 1, ?, 1, 1, 1, 1, 0, ?, ?, ?) returning id`,
      )
      .get(iso(86_400_000), createHash('sha256').update(seed).digest('hex'), seed, iso(0)).id;
    const user = db.prepare(
      `insert into users (username, points, created_at, updated_at) values (?, ?, ?, ?) returning id`,
    );
    const ledger = db.prepare(
      `insert into points_ledger (user_id, delta, balance_after, reason, created_at)
       values (?, ?, ?, 'opening_balance', ?)`,
    );
    const session = db.prepare(
      `insert into sessions (id, user_id, csrf_token, created_at, last_seen_at, expires_at,
         idle_expires_at) values (?, ?, ?, ?, ?, ?, ?)`,
    );
    for (let i = 0; i < members; i++) {
      const userId = user.get(`bench_whale_${i}`, points, iso(0), iso(0)).id;
      ledger.run(userId, points, points, iso(0));
      const token = randomBytes(32).toString('base64url');
      const csrf = randomBytes(32).toString('base64url');
      const hash = createHash('sha256').update(token).digest('hex');
      session.run(hash, userId, csrf, iso(0), iso(0), iso(86_400_000), iso(3_600_000));
      sessions.push({ cookie: `lobby_sid=${token}`, csrf });
    }
    return id;
  })();
  db.close();
  return { giveawayId, sessions };
}

const percentile = (xs, p) => {
  if (!xs.length) return null;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
/** A latency for the report. */
export const ms = (v) => (v == null ? '—' : `${v.toFixed(1)} ms`);

/** The giveaway's entry rows and the entries they count. */
export function countRows(dataDir, giveawayId) {
  const Database = require('better-sqlite3');
  const db = new Database(join(dataDir, 'lobby.sqlite'), { readonly: true });
  const r = db
    .prepare(
      'select count(*) as rows, coalesce(sum(entries), 0) as entries from giveaway_entries where giveaway_id = ?',
    )
    .get(giveawayId);
  db.close();
  return r;
}

/**
 * `clients` loops reading `lightPath` the whole time; after a second of them alone, each session
 * sends one points entry of `entries` entries, one after the other. Answers each entry request's
 * time and the light reads' latencies while an entry request was in flight and outside.
 */
export async function entryUnderLoad(
  url,
  { giveawayId, sessions, entries, clients = 8, lightPath = '/api/r/settings' },
) {
  const samples = [];
  let running = true;
  const reader = async () => {
    while (running) {
      const t0 = performance.now();
      const res = await fetch(url + lightPath);
      await res.arrayBuffer();
      samples.push({ t0, t1: performance.now(), ok: res.ok });
    }
  };
  const readers = Array.from({ length: clients }, reader);
  await sleep(1000);
  const windows = [];
  for (const s of sessions) {
    const t0 = performance.now();
    const res = await fetch(`${url}/api/r/giveaways/${giveawayId}/enter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: s.cookie, 'x-csrf-token': s.csrf },
      body: JSON.stringify({ entry_type: 'points', kick_username: 'bench', points_spent: entries }),
    });
    const body = await res.json();
    const t1 = performance.now();
    if (!res.ok || body.entries_added !== entries)
      throw new Error(`the entry answered ${res.status}: ${JSON.stringify(body)}`);
    windows.push({ t0, t1 });
    await sleep(250);
  }
  running = false;
  await Promise.all(readers);
  const during = samples.filter((x) => windows.some((w) => x.t0 < w.t1 && x.t1 > w.t0));
  const inFlight = new Set(during);
  const outside = samples.filter((x) => !inFlight.has(x));
  const lat = (xs) => xs.map((x) => x.t1 - x.t0);
  return {
    entryMs: windows.map((w) => w.t1 - w.t0),
    during: {
      count: during.length,
      p50: percentile(lat(during), 50),
      p99: percentile(lat(during), 99),
    },
    outside: {
      count: outside.length,
      p50: percentile(lat(outside), 50),
      p99: percentile(lat(outside), 99),
    },
    errors: samples.filter((x) => !x.ok).length,
  };
}

/** (e): `entries` entries in each of `rounds` members' one request, while light reads run. */
export async function giveawayEntry({ entries = 90_000, rounds = 5 } = {}) {
  section(
    `(e) One giveaway points entry of ${entries.toLocaleString('en-US')} entries (${rounds} members, one request each) while 8 clients read /api/r/settings`,
  );
  let entrants;
  const lobby = await startLobby({
    seed: async (dataDir) => {
      entrants = addEntrants(dataDir, rounds, entries);
    },
  });
  try {
    // Warm-up: the routes' first calls (JIT, prepared statements) are not the figure.
    await load(`${lobby.url}/api/r/settings`, { seconds: 1 });
    const r = await entryUnderLoad(lobby.url, { ...entrants, entries });
    const stored = countRows(lobby.dataDir, entrants.giveawayId);
    const sorted = [...r.entryMs].sort((a, b) => a - b);
    console.log(
      `  entry request (${entries.toLocaleString('en-US')} entries)   median ${ms(sorted[Math.floor(sorted.length / 2)])}, max ${ms(sorted.at(-1))}  (${r.entryMs.map((x) => x.toFixed(1)).join(', ')} ms)`,
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
    return { entries, ...r, stored };
  } finally {
    await lobby.stop();
  }
}
