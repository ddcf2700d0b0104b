import { sql } from 'kysely';
import type { Db } from '../db';
import type { UserRow } from '../db/tables';

export const MEMBERS_PER_PAGE = 25;
export const LEDGER_PER_PAGE = 25;

/** `%text%` for LIKE with its wildcards escaped (matched with ESCAPE '\'). */
const contains = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface MemberSearch {
  q: string;
  status: 'all' | 'banned' | 'staff';
  page: number;
}

/** Members whose name, Kick name or Discord id matches q; newest first without q. */
export async function searchMembers(
  db: Db,
  { q, status, page }: MemberSearch,
): Promise<{ rows: UserRow[]; total: number }> {
  let base = db.selectFrom('users');
  if (q) {
    const like = contains(q);
    base = base.where((eb) =>
      eb.or([
        eb(sql`lower(username)`, 'like', sql`${like} escape '\\'`),
        eb(sql`lower(global_name)`, 'like', sql`${like} escape '\\'`),
        eb(sql`lower(kick_username)`, 'like', sql`${like} escape '\\'`),
        eb('discord_id', '=', q),
      ]),
    );
  }
  if (status === 'banned') base = base.where('banned_at', 'is not', null);
  if (status === 'staff') base = base.where('role', 'in', ['moderator', 'admin']);
  const { n } = await base
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  let rows = base.selectAll();
  rows = q ? rows.orderBy(sql`lower(username)`).orderBy('id') : rows.orderBy('id', 'desc');
  return {
    rows: await rows
      .limit(MEMBERS_PER_PAGE)
      .offset((page - 1) * MEMBERS_PER_PAGE)
      .execute(),
    total: Number(n),
  };
}

export async function liveSessionsOf(db: Db, userId: number, nowIso: string) {
  return db
    .selectFrom('sessions')
    .select(['id', 'created_at', 'last_seen_at', 'expires_at', 'ip', 'user_agent'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', nowIso)
    .where('idle_expires_at', '>', nowIso)
    .orderBy('last_seen_at', 'desc')
    .limit(50)
    .execute();
}

/** The live session of this member whose id starts with `handle` (hex), if exactly one. */
export async function liveSessionByHandle(db: Db, userId: number, handle: string, nowIso: string) {
  const rows = await db
    .selectFrom('sessions')
    .select(['id', 'created_at', 'last_seen_at', 'ip', 'user_agent'])
    .where('user_id', '=', userId)
    .where('id', 'like', `${handle.replace(/[^0-9a-f]/g, '')}%`)
    .where('expires_at', '>', nowIso)
    .where('idle_expires_at', '>', nowIso)
    .limit(2)
    .execute();
  return rows.length === 1 ? rows[0] : undefined;
}

export async function ledgerPage(db: Db, userId: number, page: number, perPage = LEDGER_PER_PAGE) {
  const { n } = await db
    .selectFrom('points_ledger')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('points_ledger')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  return { rows, total: Number(n) };
}

export async function deleteSessionsOf(db: Db, userId: number): Promise<number> {
  const r = await db.deleteFrom('sessions').where('user_id', '=', userId).executeTakeFirst();
  return Number(r.numDeletedRows);
}
