import { sql } from 'kysely';
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
 * still ranked within the whole period, and how many match (null without a search). Walks the (leaderboard_id, wagered desc, username) index.
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
  // The rank within the whole period needs a window over every entry (about half a second on
  // SQLite for 100,000 players: see `npm run bench`); a search is typed rarely and debounced.
  const ranked = db
    .selectFrom('leaderboard_entries')
    .selectAll()
    .select((eb) =>
      eb.fn
        .agg<number>('row_number')
        .over((ob) => ob.orderBy('wagered', 'desc').orderBy('username'))
        .as('rank'),
    )
    .where('leaderboard_id', '=', leaderboardId)
    .as('ranked');
  const pattern = `%${likeEscape(search.toLowerCase())}%`;
  const base = db
    .selectFrom(ranked)
    .where('rank', '>', skip)
    .where((eb) =>
      eb.or([
        eb(sql`lower(display_name)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(username)`, 'like', sql`${pattern} escape '\\'`),
      ]),
    );
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('rank').offset(offset).limit(limit).execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('c')).executeTakeFirst(),
  ]);
  return {
    rows: rows.map((r) => ({ ...(r as LeaderboardEntryRow), rank: Number(r.rank) })),
    total: Number(count?.c ?? 0),
  };
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
