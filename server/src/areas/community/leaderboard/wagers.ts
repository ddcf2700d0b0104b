import { sql } from 'kysely';
import type { Db } from '../../../core/db';
import type { WagerProvider, WagerSource } from '../../../core/providers';
import { usernameKey } from './feeds';
import { unpackStandings } from './standings';

/**
 * A member's wagered amount per platform, from the feeds' rows matched to the member's VERIFIED
 * casino name only (see feeds/README.md, "Which wagers count"): the raw wagered cents of every
 * period of the platform that had not ended when the name was verified. A pending or rejected
 * name earns nothing.
 */

/**
 * Raw wagered cents of `userId` on `platformId` in the periods that started in [from, to)
 * (both optional: all periods). Periods are the unit: a feed reports one total per player and
 * period, so a window cuts between periods, never inside one.
 */
export async function wageredBy(
  db: Db,
  userId: number,
  platformId: number,
  from?: Date | null,
  to?: Date | null,
): Promise<number> {
  let q = db
    .selectFrom('casino_links as c')
    .innerJoin('leaderboards as l', 'l.platform_id', 'c.platform_id')
    .innerJoin('leaderboard_entries as e', (j) =>
      j.onRef('e.leaderboard_id', '=', 'l.id').onRef('e.username_key', '=', 'c.username_key'),
    )
    .where('c.user_id', '=', userId)
    .where('c.platform_id', '=', platformId)
    .where('c.status', '=', 'verified')
    .whereRef('l.period_end', '>', 'c.reviewed_at')
    .select(sql<number>`coalesce(sum(coalesce(e.raw_wagered, e.wagered)), 0)`.as('total'));
  if (from) q = q.where('l.period_start', '>=', from.toISOString());
  if (to) q = q.where('l.period_start', '<', to.toISOString());
  const row = await q.executeTakeFirst();
  return Number(row?.total ?? 0);
}

/**
 * Recomputes `user_platform_wagers` (VIP tiers, wager raffles) of the members holding a casino
 * name on `platformId` (all statuses: a rejected or deleted name drops to 0), or only of
 * `userIds`. Members without any name on the platform are left as they are.
 */
export async function recomputePlatformWagers(
  db: Db,
  platformId: number,
  now: Date,
  userIds?: readonly number[],
): Promise<void> {
  let q = db.selectFrom('casino_links').select('user_id').where('platform_id', '=', platformId);
  if (userIds) {
    if (!userIds.length) return;
    q = q.where('user_id', 'in', [...userIds]);
  }
  const holders = new Set((await q.execute()).map((r) => r.user_id));
  for (const id of userIds ?? []) holders.add(id);
  for (const userId of holders) {
    const total = await wageredBy(db, userId, platformId);
    const at = now.toISOString();
    await db
      .insertInto('user_platform_wagers')
      .values({ user_id: userId, platform_id: platformId, total_wagered: total, updated_at: at })
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'platform_id'])
          .doUpdateSet({ total_wagered: total, updated_at: at }),
      )
      .execute();
  }
}

/**
 * Where a member's wagered totals come from, for staff: each casino name the member linked (any
 * status) and every feed period its name appeared in, marked with whether it counts by the same
 * rule as `wageredBy`. Newest periods first.
 */
export async function wagerSources(db: Db, userId: number): Promise<WagerSource[]> {
  const links = await db
    .selectFrom('casino_links')
    .select(['platform_id', 'username', 'username_key', 'status', 'reviewed_at'])
    .where('user_id', '=', userId)
    .orderBy('platform_id')
    .orderBy('id')
    .execute();
  const out: WagerSource[] = [];
  for (const link of links) {
    const rows = await db
      .selectFrom('leaderboards as l')
      .innerJoin('leaderboard_entries as e', 'e.leaderboard_id', 'l.id')
      .where('l.platform_id', '=', link.platform_id)
      .where('e.username_key', '=', link.username_key)
      .select([
        'l.id',
        'l.period_start',
        'l.period_end',
        sql<number>`coalesce(e.raw_wagered, e.wagered)`.as('wagered'),
      ])
      .orderBy('l.period_end', 'desc')
      .orderBy('l.id', 'desc')
      .limit(100)
      .execute();
    out.push({
      platformId: link.platform_id,
      username: link.username,
      status: link.status,
      reviewedAt: link.reviewed_at,
      periods: rows.map((r) => ({
        leaderboardId: r.id,
        periodStart: r.period_start ?? r.period_end,
        periodEnd: r.period_end,
        wagered: Number(r.wagered),
        counted:
          link.status === 'verified' &&
          link.reviewed_at !== null &&
          r.period_end > link.reviewed_at,
      })),
    });
  }
  return out;
}

/**
 * What `wageredBy` (all periods) would have answered at the instant `at`, for each of `userIds`
 * on `platformId`: the same verified names and period rule, but each period's standings as they
 * stood then — the last snapshot of the period taken at or before `at` (every sync, import,
 * correction and close keeps one). A period that had not started, or had no data yet, counts 0.
 * Members without a verified name are left out (0). Wager raffles use it as their baseline at
 * the start, however late their first recompute runs.
 */
export async function wageredAsOf(
  db: Db,
  platformId: number,
  userIds: readonly number[],
  at: Date,
): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (!userIds.length) return out;
  const atIso = at.toISOString();
  const links = await db
    .selectFrom('casino_links')
    .select(['user_id', 'username_key', 'reviewed_at'])
    .where('platform_id', '=', platformId)
    .where('status', '=', 'verified')
    .where('user_id', 'in', [...userIds])
    .execute();
  if (!links.length) return out;
  const boards = await db
    .selectFrom('leaderboards')
    .select(['id', 'period_end'])
    .where('platform_id', '=', platformId)
    .where('period_start', '<=', atIso)
    .execute();
  for (const board of boards) {
    const counted = links.filter((l) => l.reviewed_at != null && board.period_end > l.reviewed_at);
    if (!counted.length) continue;
    const snapshot = await db
      .selectFrom('leaderboard_snapshots')
      .select('rows_gzip')
      .where('leaderboard_id', '=', board.id)
      .where('taken_at', '<=', atIso)
      .orderBy('taken_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (!snapshot) continue;
    const rows = new Map(
      unpackStandings(snapshot.rows_gzip).map((r) => [
        usernameKey(r.username),
        Number(r.raw_wagered ?? r.wagered),
      ]),
    );
    for (const l of counted) {
      const cents = rows.get(l.username_key) ?? 0;
      if (cents) out.set(l.user_id, (out.get(l.user_id) ?? 0) + cents);
    }
  }
  return out;
}

/** What the community area offers the others (AreaModule.provides, core/providers.ts). */
export const wagerProvider: WagerProvider = { wageredBy, wagerSources, wageredAsOf };
