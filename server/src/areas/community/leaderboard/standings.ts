import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { Db } from '../../../core/db';
import { compareEntries, usernameKey } from './feeds';
import type { WagerEntry } from './feeds';
import type { LeaderboardEntryRow } from './tables';

/**
 * Storing a period's standings: the one write path of feed syncs, CSV imports and admin
 * corrections. It diffs the new standings against the stored entries and writes only what
 * changed (the same data twice changes nothing), then keeps a snapshot when the standings differ
 * from the last one.
 */

/** One row of a snapshot (and of its download): amounts in integer cents. */
export interface StandingRow {
  rank: number;
  username: string;
  wagered: number;
  raw_wagered: number;
  favorite_game: string | null;
}

export interface StoreResult {
  inserted: number;
  updated: number;
  deleted: number;
  /** Whether the standings differ from the last snapshot (then a new snapshot was stored). */
  changed: boolean;
  rows: number;
}

const CHUNK = 500;

/** Applies admin corrections (by username key) over the computed standings, then re-ranks. */
export async function applyCorrections(
  db: Db,
  leaderboardId: number,
  entries: WagerEntry[],
): Promise<WagerEntry[]> {
  const corrections = await db
    .selectFrom('leaderboard_corrections')
    .selectAll()
    .where('leaderboard_id', '=', leaderboardId)
    .execute();
  if (!corrections.length) return entries;
  const byKey = new Map(corrections.map((c) => [c.username_key, c]));
  const out: WagerEntry[] = [];
  for (const e of entries) {
    const c = byKey.get(usernameKey(e.username));
    if (c) {
      byKey.delete(c.username_key);
      out.push({ ...e, wagered: Number(c.wagered) });
    } else out.push(e);
  }
  // A corrected player the source no longer lists keeps the corrected amount.
  for (const c of byKey.values())
    out.push({ username: c.username, wagered: Number(c.wagered), rawWagered: Number(c.wagered) });
  return out.filter((e) => e.wagered > 0).sort(compareEntries);
}

export const toStandings = (entries: readonly WagerEntry[]): StandingRow[] =>
  entries.map((e, i) => ({
    rank: i + 1,
    username: e.username,
    wagered: e.wagered,
    raw_wagered: e.rawWagered,
    favorite_game: e.favoriteGameTitle ?? null,
  }));

export const standingsFromRows = (rows: readonly LeaderboardEntryRow[]): StandingRow[] =>
  [...rows]
    .map((r) => ({
      username: r.username,
      wagered: Number(r.wagered),
      rawWagered: Number(r.raw_wagered ?? r.wagered),
      favoriteGameTitle: r.favorite_game ?? undefined,
    }))
    .sort(compareEntries)
    .map((e, i) => ({
      rank: i + 1,
      username: e.username,
      wagered: e.wagered,
      raw_wagered: e.rawWagered,
      favorite_game: e.favoriteGameTitle ?? null,
    }));

export function hashStandings(rows: readonly StandingRow[]): string {
  return createHash('sha256').update(JSON.stringify(rows)).digest('hex');
}

export const packStandings = (rows: readonly StandingRow[]) =>
  gzipSync(Buffer.from(JSON.stringify(rows)));

export const unpackStandings = (bytes: Uint8Array): StandingRow[] =>
  JSON.parse(gunzipSync(bytes).toString('utf8')) as StandingRow[];

/** Stores a snapshot unless the last one of the board has the same hash. Answers whether stored. */
export async function snapshotStandings(
  db: Db,
  leaderboardId: number,
  rows: readonly StandingRow[],
  source: 'feed' | 'csv' | 'correction' | 'final',
  now: Date,
  { force = false }: { force?: boolean } = {},
): Promise<boolean> {
  const hash = hashStandings(rows);
  if (!force) {
    const last = await db
      .selectFrom('leaderboard_snapshots')
      .select('hash')
      .where('leaderboard_id', '=', leaderboardId)
      .orderBy('taken_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (last?.hash === hash) return false;
  }
  await db
    .insertInto('leaderboard_snapshots')
    .values({
      leaderboard_id: leaderboardId,
      taken_at: now.toISOString(),
      source,
      hash,
      row_count: rows.length,
      rows_gzip: packStandings(rows),
    })
    .execute();
  return true;
}

/**
 * Replaces a period's entries with `entries` (ranked, amounts in cents), writing only the
 * differences, and snapshots the result when it changed. Call inside a transaction.
 */
export async function storeStandings(
  db: Db,
  leaderboardId: number,
  entries: readonly WagerEntry[],
  source: 'feed' | 'csv' | 'correction',
  now: Date,
): Promise<StoreResult> {
  const existing = await db
    .selectFrom('leaderboard_entries')
    .selectAll()
    .where('leaderboard_id', '=', leaderboardId)
    .execute();
  const byKey = new Map<string, LeaderboardEntryRow>();
  for (const row of existing) byKey.set(row.username_key ?? usernameKey(row.username), row);

  const at = now.toISOString();
  const toInsert: WagerEntry[] = [];
  const toUpdate: { row: LeaderboardEntryRow; entry: WagerEntry }[] = [];
  const seen = new Set<string>();
  for (const e of entries) {
    const key = usernameKey(e.username);
    seen.add(key);
    const row = byKey.get(key);
    if (!row) toInsert.push(e);
    else if (
      Number(row.wagered) !== e.wagered ||
      Number(row.raw_wagered ?? -1) !== e.rawWagered ||
      (row.favorite_game ?? null) !== (e.favoriteGameTitle ?? null) ||
      row.username !== e.username ||
      row.username_key !== key
    )
      toUpdate.push({ row, entry: e });
  }
  const toDelete = existing.filter((r) => !seen.has(r.username_key ?? usernameKey(r.username)));

  const values = (e: WagerEntry) => ({
    leaderboard_id: leaderboardId,
    username: e.username,
    username_key: usernameKey(e.username),
    display_name: e.username,
    wagered: e.wagered,
    raw_wagered: e.rawWagered,
    favorite_game: e.favoriteGameTitle ?? null,
    updated_at: at,
  });

  // Many changes (a first sync, a new period's feed): delete and insert in bulk.
  if (toUpdate.length > 1000) {
    await db
      .deleteFrom('leaderboard_entries')
      .where('leaderboard_id', '=', leaderboardId)
      .execute();
    for (let i = 0; i < entries.length; i += CHUNK)
      await db
        .insertInto('leaderboard_entries')
        .values(entries.slice(i, i + CHUNK).map(values))
        .execute();
  } else {
    const ids = toDelete.map((r) => r.id);
    for (let i = 0; i < ids.length; i += CHUNK)
      await db
        .deleteFrom('leaderboard_entries')
        .where('id', 'in', ids.slice(i, i + CHUNK))
        .execute();
    for (const { row, entry } of toUpdate) {
      const { leaderboard_id: _board, ...changes } = values(entry);
      await db.updateTable('leaderboard_entries').set(changes).where('id', '=', row.id).execute();
    }
    for (let i = 0; i < toInsert.length; i += CHUNK)
      await db
        .insertInto('leaderboard_entries')
        .values(toInsert.slice(i, i + CHUNK).map(values))
        .execute();
  }

  // Also when no entry changed: the first sync of seeded or imported data gets its snapshot.
  const changed = await snapshotStandings(db, leaderboardId, toStandings(entries), source, now);
  return {
    inserted: toInsert.length,
    updated: toUpdate.length,
    deleted: toDelete.length,
    changed,
    rows: entries.length,
  };
}
