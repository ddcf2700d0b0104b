import { sql } from 'kysely';
import type { Db } from '../../../core/db';

/** `%`, `_` and `\` taken literally inside a LIKE pattern (escape character `\`). */
export const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Slots whose name contains the text, case-insensitive: the exact name first, then names that
 * start with it, then the rest, each by name.
 */
export async function searchSlots(db: Db, text: string, limit: number) {
  const lower = text.toLowerCase();
  const pattern = `%${likeEscape(lower)}%`;
  const prefix = `${likeEscape(lower)}%`;
  return db
    .selectFrom('slots')
    .select(['id', 'name', 'image', 'provider'])
    .where(sql<boolean>`lower(name) like ${pattern} escape '\\'`)
    .orderBy(
      sql`case when lower(name) = ${lower} then 0 when lower(name) like ${prefix} escape '\\' then 1 else 2 end`,
    )
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function listSlots(db: Db, search: string, limit: number, offset: number) {
  let q = db.selectFrom('slots').selectAll();
  if (search)
    q = q.where(
      sql<boolean>`lower(name) like ${`%${likeEscape(search.toLowerCase())}%`} escape '\\'`,
    );
  return q
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countSlots(db: Db, search: string): Promise<number> {
  let q = db.selectFrom('slots').select((eb) => eb.fn.countAll<number>().as('c'));
  if (search)
    q = q.where(
      sql<boolean>`lower(name) like ${`%${likeEscape(search.toLowerCase())}%`} escape '\\'`,
    );
  return Number((await q.executeTakeFirst())?.c ?? 0);
}

export async function findSlotById(db: Db, id: number) {
  return db.selectFrom('slots').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findSlotByName(db: Db, name: string) {
  return db
    .selectFrom('slots')
    .selectAll()
    .where(sql<boolean>`lower(name) = ${name.toLowerCase()}`)
    .orderBy('id')
    .executeTakeFirst();
}
