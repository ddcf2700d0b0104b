import type { AdminOverview } from '@lobby/shared-api/contract';
import { countAudit, listAudit } from '../audit/repository';
import type { Db } from '../db';
import { provider } from '../providers';

const n = (row: { n: number | string | bigint } | undefined) => Number(row?.n ?? 0);

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
    provider('platforms').failingFeeds(db),
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
