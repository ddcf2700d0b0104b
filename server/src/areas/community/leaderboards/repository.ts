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

/** The top `limit` entries of several leaderboards at once (one query). */
export async function listTopEntries(
  db: Db,
  leaderboardIds: number[],
  limit: number,
): Promise<LeaderboardEntryRow[]> {
  if (!leaderboardIds.length) return [];
  const ranked = db
    .selectFrom('leaderboard_entries')
    .selectAll()
    .select((eb) =>
      eb.fn
        .agg<number>('row_number')
        .over((ob) =>
          ob.partitionBy('leaderboard_id').orderBy('wagered', 'desc').orderBy('username'),
        )
        .as('rn'),
    )
    .where('leaderboard_id', 'in', leaderboardIds)
    .as('ranked');
  const rows = await db
    .selectFrom(ranked)
    .selectAll()
    .where('rn', '<=', limit)
    .orderBy('leaderboard_id')
    .orderBy('rn')
    .execute();
  return rows.map(({ rn: _rn, ...row }) => row as LeaderboardEntryRow);
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
