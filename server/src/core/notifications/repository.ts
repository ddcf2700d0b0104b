import type { Selectable } from 'kysely';
import type { Db } from '../db';
import type { NotificationsTable } from '../db/tables';

export type NotificationRow = Selectable<NotificationsTable>;

export async function insertNotification(
  db: Db,
  row: Omit<NotificationRow, 'id' | 'read_at'>,
): Promise<number> {
  const r = await db
    .insertInto('notifications')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(r.id);
}

export async function listUnreadNotifications(
  db: Db,
  userId: number,
  limit: number,
): Promise<NotificationRow[]> {
  return db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function countUnreadNotifications(db: Db, userId: number): Promise<number> {
  const r = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Marks one of the member's notifications read; false when the member has no such notification. */
export async function markNotificationRead(
  db: Db,
  userId: number,
  id: number,
  nowIso: string,
): Promise<boolean> {
  const r = await db
    .updateTable('notifications')
    .set({ read_at: nowIso })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) > 0) return true;
  // Already read is fine; someone else's (or none) is not.
  const own = await db
    .selectFrom('notifications')
    .select('id')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return own != null;
}

export async function markAllNotificationsRead(
  db: Db,
  userId: number,
  nowIso: string,
): Promise<number> {
  const r = await db
    .updateTable('notifications')
    .set({ read_at: nowIso })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}
