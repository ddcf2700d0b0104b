import type { Db } from '../db';

export async function readAllSettings(db: Db): Promise<Record<string, string>> {
  const rows = await db.selectFrom('settings').select(['key', 'value']).execute();
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

export async function upsertSetting(
  db: Db,
  key: string,
  value: string,
  nowIso: string,
): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key, value, updated_at: nowIso })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: nowIso }))
    .execute();
}
