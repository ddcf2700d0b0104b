import type { Db } from '../core/db';

/** The actions of an area's audit rows, oldest first. */
export async function auditActions(db: Db, area: string): Promise<string[]> {
  const rows = await db
    .selectFrom('audit_log')
    .select('action')
    .where('area', '=', area)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.action);
}
