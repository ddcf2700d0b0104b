import type { Db } from '../db';
import type { SessionRow } from '../db/tables';

export async function findLiveSession(
  db: Db,
  id: string,
  nowIso: string,
): Promise<SessionRow | undefined> {
  return db
    .selectFrom('sessions')
    .selectAll()
    .where('id', '=', id)
    .where('expires_at', '>', nowIso)
    .where('idle_expires_at', '>', nowIso)
    .executeTakeFirst();
}

export async function insertSession(db: Db, row: SessionRow): Promise<void> {
  await db.insertInto('sessions').values(row).execute();
}

export async function touchSession(
  db: Db,
  id: string,
  lastSeenAt: string,
  idleExpiresAt: string,
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ last_seen_at: lastSeenAt, idle_expires_at: idleExpiresAt })
    .where('id', '=', id)
    .execute();
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

/** Deletes every session past its absolute or idle expiry; answers how many (a scheduler job). */
export async function pruneExpiredSessions(db: Db, nowIso: string): Promise<number> {
  const r = await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<=', nowIso), eb('idle_expires_at', '<=', nowIso)]))
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}
