import type { AdminOverview } from '@lobby/shared-api/contract';
import { countAudit, listAudit } from '../audit/repository';
import type { Db } from '../db';

const n = (row: { n: number | string | bigint } | undefined) => Number(row?.n ?? 0);

/** Enabled feeds of active platforms that failed their latest syncs, the longest failing first. */
async function failingFeeds(db: Db): Promise<AdminOverview['failing_feeds']> {
  const rows = await db
    .selectFrom('platform_feeds as f')
    .innerJoin('platforms as p', 'p.id', 'f.platform_id')
    .select([
      'p.id',
      'p.name',
      'p.slug',
      'f.failing_since',
      'f.last_sync_at',
      'f.failures',
      'f.last_error',
      'f.next_attempt_at',
    ])
    .where('f.enabled', '=', 1)
    .where('p.active', '=', 1)
    .where('f.failures', '>', 0)
    .orderBy('f.failing_since')
    .orderBy('p.id')
    .execute();
  return rows.map((r) => ({
    platform: { id: r.id, name: r.name, slug: r.slug },
    since: r.failing_since ?? r.last_sync_at ?? '',
    failures: Number(r.failures),
    last_error: r.last_error,
    next_attempt_at: r.next_attempt_at,
  }));
}

/** The admin dashboard's figures: members, staff, affiliates, recent staff actions, failing feeds. */
export async function adminOverview(db: Db, basePath: string, now: Date): Promise<AdminOverview> {
  const [members, staff, visible, hidden, lastDay, recent, failing] = await Promise.all([
    db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst(),
    db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('role', 'in', ['moderator', 'admin'])
      .executeTakeFirst(),
    db
      .selectFrom('affiliates')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('active', '=', 1)
      .executeTakeFirst(),
    db
      .selectFrom('affiliates')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('active', '=', 0)
      .executeTakeFirst(),
    countAudit(db, { from: new Date(now.getTime() - 86_400_000).toISOString() }),
    listAudit(db, basePath, {}, { limit: 5, offset: 0 }),
    failingFeeds(db),
  ]);
  return {
    members: n(members),
    staff: n(staff),
    affiliates: { visible: n(visible), hidden: n(hidden) },
    audit_last_day: lastDay,
    recent_audit: recent,
    failing_feeds: failing,
  };
}
