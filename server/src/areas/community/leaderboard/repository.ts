import { sql } from 'kysely';
import { dialectOf } from '../../../core/db';
import type { Db } from '../../../core/db';
import type { LeaderboardEntryRow, LeaderboardRow, PlatformRow } from './tables';

export async function listActivePlatforms(db: Db): Promise<PlatformRow[]> {
  return db
    .selectFrom('platforms')
    .selectAll()
    .where('active', '=', 1)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export async function findPlatformBySlugOrId(
  db: Db,
  slugOrId: string,
): Promise<PlatformRow | undefined> {
  const bySlug = await db
    .selectFrom('platforms')
    .selectAll()
    .where('slug', '=', slugOrId.toLowerCase())
    .where('active', '=', 1)
    .executeTakeFirst();
  if (bySlug || !/^\d{1,9}$/.test(slugOrId)) return bySlug;
  return db
    .selectFrom('platforms')
    .selectAll()
    .where('id', '=', Number(slugOrId))
    .where('active', '=', 1)
    .executeTakeFirst();
}

/** The current period of each given platform. */
export async function findCurrentLeaderboards(
  db: Db,
  platformIds: number[],
): Promise<LeaderboardRow[]> {
  if (!platformIds.length) return [];
  return db
    .selectFrom('leaderboards')
    .selectAll()
    .where('platform_id', 'in', platformIds)
    .where('status', '=', 'current')
    .execute();
}

/** The most recently ended period of a platform. */
export async function findLastLeaderboard(
  db: Db,
  platformId: number,
): Promise<LeaderboardRow | undefined> {
  return db
    .selectFrom('leaderboards')
    .selectAll()
    .where('platform_id', '=', platformId)
    .where('status', '=', 'ended')
    .orderBy('period_end', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** Entries ranked by wagered (desc), ties by username; optionally only the first `limit`. */
export async function listRankedEntries(
  db: Db,
  leaderboardId: number,
  limit?: number,
): Promise<LeaderboardEntryRow[]> {
  let q = db
    .selectFrom('leaderboard_entries')
    .selectAll()
    .where('leaderboard_id', '=', leaderboardId)
    .orderBy('wagered', 'desc')
    .orderBy('username');
  if (limit !== undefined) q = q.limit(limit);
  return q.execute();
}

/** How many players a period ranks. */
export async function countEntries(db: Db, leaderboardId: number): Promise<number> {
  const r = await db
    .selectFrom('leaderboard_entries')
    .select((eb) => eb.fn.countAll<number | string>().as('c'))
    .where('leaderboard_id', '=', leaderboardId)
    .executeTakeFirst();
  return Number(r?.c ?? 0);
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A page of the ranked list after the podium (rank > `skip`), each row with its overall rank;
 * with `search`, only players whose display name or username contains it (case-insensitive),
 * still ranked within the whole period, and how many match (null without a search). Walks the
 * (leaderboard_id, wagered desc, username) index.
 */
export async function listRankedPage(
  db: Db,
  leaderboardId: number,
  { skip, offset, limit, search }: { skip: number; offset: number; limit: number; search?: string },
): Promise<{ rows: (LeaderboardEntryRow & { rank: number })[]; total: number | null }> {
  if (!search) {
    // Without a filter the rank is the position: read the page straight off the index; the
    // total is the caller's count of the period.
    const rows = await db
      .selectFrom('leaderboard_entries')
      .selectAll()
      .where('leaderboard_id', '=', leaderboardId)
      .orderBy('wagered', 'desc')
      .orderBy('username')
      .offset(skip + offset)
      .limit(limit)
      .execute();
    return { rows: rows.map((r, i) => ({ ...r, rank: skip + offset + i + 1 })), total: null };
  }
  // A search reads only the matching rows (an FTS5 trigram index on SQLite, see the migration
  // 20261123140000-community-leaderboard-search; LIKE otherwise), walks them in rank order, and
  // ranks just the page's rows by counting who is ahead: one count for the first row, then only
  // the gap to each next row (see `rankRows`). No window over the whole period.
  const podium = skip
    ? (
        await db
          .selectFrom('leaderboard_entries')
          .select('id')
          .where('leaderboard_id', '=', leaderboardId)
          .orderBy('wagered', 'desc')
          .orderBy('username')
          .limit(skip)
          .execute()
      ).map((r) => Number(r.id))
    : [];
  const fts = search.trim().length >= 3 && (await hasNameIndex(db));
  const pattern = `%${likeEscape(search.toLowerCase())}%`;
  let base = db
    .selectFrom('leaderboard_entries as e')
    .where('e.leaderboard_id', '=', leaderboardId);
  if (podium.length) base = base.where('e.id', 'not in', podium);
  base = fts
    ? base.where(
        'e.id',
        'in',
        sql<number>`(select rowid from leaderboard_entries_fts where leaderboard_entries_fts match ${ftsPhrase(search)})`,
      )
    : base.where((eb) =>
        eb.or([
          eb(sql`lower(e.display_name)`, 'like', sql`${pattern} escape '\\'`),
          eb(sql`lower(e.username)`, 'like', sql`${pattern} escape '\\'`),
        ]),
      );
  const [rows, count] = await Promise.all([
    base
      .selectAll('e')
      .orderBy('e.wagered', 'desc')
      .orderBy('e.username')
      .offset(offset)
      .limit(limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('c')).executeTakeFirst(),
  ]);
  const ranks = await rankRows(db, leaderboardId, rows);
  return {
    rows: rows.map((r, i) => ({ ...(r as LeaderboardEntryRow), rank: ranks[i]! })),
    total: Number(count?.c ?? 0),
  };
}

/** An FTS5 phrase: the text in double quotes (quotes inside doubled), matched as a substring. */
const ftsPhrase = (text: string) => `"${text.trim().replace(/"/g, '""')}"`;

const nameIndexKnown = new WeakMap<object, boolean>();

/** Whether this SQLite database has the trigram name index (never on PostgreSQL). */
async function hasNameIndex(db: Db): Promise<boolean> {
  if (dialectOf(db) !== 'sqlite') return false;
  const known = nameIndexKnown.get(db);
  if (known !== undefined) return known;
  const r = await sql<{ n: number }>`select count(*) as n from sqlite_master
    where type = 'table' and name = 'leaderboard_entries_fts'`.execute(db);
  const has = Number(r.rows[0]?.n ?? 0) > 0;
  nameIndexKnown.set(db, has);
  return has;
}

/**
 * The overall rank of each of `rows` (already in rank order: wagered desc, username): 1 + the
 * entries with more wagered + the entries with as much and an earlier username. The entries
 * above are counted once for the first amount and then only over the gap to each next amount
 * (so a page costs one walk of the index down to its last row, however deep), all in one query;
 * a second reads the usernames sharing the page's amounts for the ties.
 */
async function rankRows(
  db: Db,
  leaderboardId: number,
  rows: readonly { wagered: number | string; username: string }[],
): Promise<number[]> {
  if (!rows.length) return [];
  const amounts = [...new Set(rows.map((r) => Number(r.wagered)))];
  const counts = amounts.map((w, i) =>
    i === 0
      ? sql`(select count(*) from leaderboard_entries where leaderboard_id = ${leaderboardId} and wagered > ${w})`
      : sql`(select count(*) from leaderboard_entries where leaderboard_id = ${leaderboardId} and wagered > ${w} and wagered <= ${amounts[i - 1]!})`,
  );
  const [gaps, same] = await Promise.all([
    sql<Record<string, number | string>>`select ${sql.join(
      counts.map((c, i) => sql`${c} as ${sql.ref(`g${i}`)}`),
    )}`.execute(db),
    db
      .selectFrom('leaderboard_entries')
      .select(['wagered', 'username'])
      .where('leaderboard_id', '=', leaderboardId)
      .where('wagered', 'in', amounts)
      .orderBy('wagered', 'desc')
      .orderBy('username')
      .execute(),
  ]);
  const above = new Map<number, number>();
  let total = 0;
  amounts.forEach((w, i) => {
    total += Number(gaps.rows[0]?.[`g${i}`] ?? 0);
    above.set(w, total);
  });
  const byAmount = new Map<number, string[]>();
  for (const r of same) {
    const w = Number(r.wagered);
    byAmount.set(w, [...(byAmount.get(w) ?? []), r.username]);
  }
  return rows.map((r) => {
    const w = Number(r.wagered);
    // Ties in the database's own order of usernames (its collation), as the page is ordered.
    const ties = Math.max(0, (byAmount.get(w) ?? []).indexOf(r.username));
    return above.get(w)! + ties + 1;
  });
}

/**
 * The top `limit` entries of several leaderboards: one short index walk per board (a window
 * function over every entry would read all 100,000 rows of a big period).
 */
export async function listTopEntries(
  db: Db,
  leaderboardIds: number[],
  limit: number,
): Promise<LeaderboardEntryRow[]> {
  const tops = await Promise.all(leaderboardIds.map((id) => listRankedEntries(db, id, limit)));
  return tops.flat();
}

/** Ended periods with the number of ranked players (for total-given-away). */
export async function listEndedLeaderboardsWithCounts(
  db: Db,
): Promise<{ prizes: string; players: number }[]> {
  return db
    .selectFrom('leaderboards as l')
    .where('l.status', '=', 'ended')
    .select((eb) => [
      'l.prizes',
      eb
        .selectFrom('leaderboard_entries as e')
        .whereRef('e.leaderboard_id', '=', 'l.id')
        .where('e.wagered', '>', 0)
        .select((e) => e.fn.countAll<number>().as('c'))
        .as('players'),
    ])
    .execute()
    .then((rows) => rows.map((r) => ({ prizes: r.prizes, players: Number(r.players ?? 0) })));
}
