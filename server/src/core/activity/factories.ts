import type { Insertable } from 'kysely';
import type { Db } from '../db';
import type { ActivitiesTable } from '../db/tables';

/** Records one activity of a member (type 'other' and no points unless given). */
export async function recordActivity(
  db: Db,
  v: Partial<Insertable<ActivitiesTable>> & { user_id: number; occurred_at: string },
): Promise<number> {
  const r = await db
    .insertInto('activities')
    .values({ type: 'other', title: 'Activity', points: 0, xp: 0, ...v })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(r.id);
}
