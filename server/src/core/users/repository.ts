import { sql } from 'kysely';
import type { Db } from '../db';
import type { UserRow } from '../db/tables';

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Case-insensitive username lookup. */
export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
}

/** Sets last_active unless it was written less than a minute ago (one conditional statement). */
export async function touchUserActive(
  db: Db,
  id: number,
  nowIso: string,
  minuteAgoIso: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ last_active: nowIso })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('last_active', 'is', null), eb('last_active', '<=', minuteAgoIso)]))
    .execute();
}

/** Users by id, for embedding as UserRef. */
export async function findUsersByIds(db: Db, ids: number[]): Promise<UserRow[]> {
  if (!ids.length) return [];
  return db
    .selectFrom('users')
    .selectAll()
    .where('id', 'in', [...new Set(ids)])
    .execute();
}
