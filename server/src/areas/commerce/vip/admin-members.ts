import { sql } from 'kysely';
import type { AdminMemberWagersResponse, AdminWagerMember } from '@lobby/contract-commerce';
import type { Db } from '../../../core/db';
import { notFound } from '../../../core/http/errors';
import { provider } from '../../../core/providers';
import { listClaims } from './repository';
import { toClaim } from './service';

const MEMBER_RESULTS = 20;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Members for the wager lookup: those whose name contains `q`, or (no `q`) those who wagered the
 * most; each with their wagered total over every platform.
 */
export async function searchWagerMembers(db: Db, q: string): Promise<AdminWagerMember[]> {
  let query = db
    .selectFrom('users as u')
    .leftJoin('user_platform_wagers as w', 'w.user_id', 'u.id')
    .select((eb) => [
      'u.id',
      'u.username',
      'u.role',
      eb.fn.coalesce(eb.fn.sum<number>('w.total_wagered'), eb.lit(0)).as('total'),
    ])
    .groupBy(['u.id', 'u.username', 'u.role'])
    .limit(MEMBER_RESULTS);
  if (q) {
    const pattern = `%${escapeLike(q.toLowerCase())}%`;
    query = query
      .where(sql`lower(u.username)`, 'like', sql`${pattern} escape '\\'`)
      .orderBy('u.username');
  } else {
    query = query
      .having((eb) => eb(eb.fn.sum('w.total_wagered'), '>', 0))
      .orderBy('total', 'desc')
      .orderBy('u.id');
  }
  const rows = await query.execute();
  return rows.map((r) => ({
    id: r.id,
    username: r.username,
    role: r.role,
    total_wagered: Number(r.total) / 100,
  }));
}

/**
 * A member's wagered total per platform (what VIP tiers and wager raffles use) and where it comes
 * from: the casino names the member linked and the feed periods each appeared in (community
 * area's wager service), and the member's VIP claims.
 */
export async function memberWagers(
  db: Db,
  userId: number,
): Promise<AdminMemberWagersResponse['data']> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'username', 'role', 'points'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) throw notFound('Member not found');
  const [totals, sources, platforms, claims] = await Promise.all([
    db
      .selectFrom('user_platform_wagers')
      .select(['platform_id', 'total_wagered', 'updated_at'])
      .where('user_id', '=', userId)
      .execute(),
    provider('wagers').wagerSources(db, userId),
    db.selectFrom('platforms').select(['id', 'name']).orderBy('sort_order').orderBy('id').execute(),
    listClaims(db, { userId }),
  ]);
  const byPlatform = new Map(totals.map((t) => [t.platform_id, t]));
  const shown = platforms.filter(
    (p) => byPlatform.has(p.id) || sources.some((s) => s.platformId === p.id),
  );
  return {
    user: { id: user.id, username: user.username, role: user.role, points: Number(user.points) },
    platforms: shown.map((p) => {
      const total = byPlatform.get(p.id);
      return {
        platform: { id: p.id, name: p.name },
        total_wagered: Number(total?.total_wagered ?? 0) / 100,
        updated_at: total?.updated_at ?? null,
        casino_names: sources
          .filter((s) => s.platformId === p.id)
          .map((s) => ({
            username: s.username,
            status: s.status,
            reviewed_at: s.reviewedAt,
            periods: s.periods.map((x) => ({
              leaderboard_id: x.leaderboardId,
              period_start: x.periodStart,
              period_end: x.periodEnd,
              wagered: x.wagered / 100,
              counted: x.counted,
            })),
          })),
      };
    }),
    claims: claims.map((c) => toClaim(c)),
  };
}
