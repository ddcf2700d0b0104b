import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../db';
import type { ActivitiesTable } from '../db/tables';

// The activities table: events written as they happen (an achievement unlocked, an item
// redeemed…). What the areas' own records show is added by their activity sources.

export type ActivityRow = Selectable<ActivitiesTable>;

/** The member's newest `limit` recorded activities. */
export async function listActivities(
  db: Db,
  userId: number,
  limit: number,
): Promise<ActivityRow[]> {
  return db
    .selectFrom('activities')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('occurred_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Records activities (in chunks, for the demo seed's many rows). */
export async function insertActivities(db: Db, rows: Insertable<ActivitiesTable>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 200)
    await db
      .insertInto('activities')
      .values(rows.slice(i, i + 200))
      .execute();
}
