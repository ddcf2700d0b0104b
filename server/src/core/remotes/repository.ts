import type { Selectable } from 'kysely';
import type { AdminActor, AdminRemoteHistoryEntry } from '@lobby/shared-api/contract';
import type { Db } from '../db';
import type { RemoteOverridesTable } from '../db/tables';
import { avatarUrl } from '../uploads/media';
import { displayName } from '../users/service';

export type RemoteOverrideRow = Selectable<RemoteOverridesTable>;

const list = (json: string): unknown[] => {
  try {
    const v = JSON.parse(json);
    return Array.isArray(v) ? v : [];
  } catch {
    return [];
  }
};

/** The live entry of each remote (its newest row not rolled back), as registry entries. */
export async function liveOverrideEntries(db: Db): Promise<{ key: string; entries: unknown[] }> {
  const rows = await db
    .selectFrom('remote_overrides')
    .selectAll()
    .where('reverted_at', 'is', null)
    .orderBy('id', 'desc')
    .execute();
  const seen = new Set<string>();
  const entries: unknown[] = [];
  for (const r of rows) {
    if (seen.has(r.name)) continue;
    seen.add(r.name);
    entries.push({
      name: r.name,
      manifest: r.manifest,
      version: r.version,
      paths: list(r.paths),
      nav: list(r.nav),
      admin: Number(r.admin) === 1,
    });
  }
  entries.reverse(); // oldest change first, so the order is stable
  return { key: rows.map((r) => r.id).join(','), entries };
}

export async function insertOverride(
  db: Db,
  row: {
    name: string;
    manifest: string;
    version: string;
    paths: string[];
    nav: unknown[];
    admin: boolean;
    createdBy: number;
    at: Date;
  },
): Promise<number> {
  const r = await db
    .insertInto('remote_overrides')
    .values({
      name: row.name,
      manifest: row.manifest,
      version: row.version,
      paths: JSON.stringify(row.paths),
      nav: JSON.stringify(row.nav),
      admin: row.admin ? 1 : 0,
      created_by: row.createdBy,
      created_at: row.at.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(r.id);
}

/** The live row of a remote, or undefined when no admin entry serves. */
export async function liveOverride(db: Db, name: string): Promise<RemoteOverrideRow | undefined> {
  return db
    .selectFrom('remote_overrides')
    .selectAll()
    .where('name', '=', name)
    .where('reverted_at', 'is', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Marks a live row rolled back; false when another request did it first. */
export async function revertOverride(db: Db, id: number, by: number, at: Date): Promise<boolean> {
  const r = await db
    .updateTable('remote_overrides')
    .set({ reverted_at: at.toISOString(), reverted_by: by })
    .where('id', '=', id)
    .where('reverted_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Every admin entry of every remote, newest first, with who made and who rolled back each. */
export async function overrideHistory(
  db: Db,
  basePath: string,
): Promise<Map<string, AdminRemoteHistoryEntry[]>> {
  const rows = await db.selectFrom('remote_overrides').selectAll().orderBy('id', 'desc').execute();
  const ids = [
    ...new Set(rows.flatMap((r) => [r.created_by, r.reverted_by]).filter((x) => x != null)),
  ] as number[];
  const users = ids.length
    ? await db
        .selectFrom('users')
        .select(['id', 'username', 'global_name', 'avatar', 'discord_id', 'role'])
        .where('id', 'in', ids)
        .execute()
    : [];
  const actor = (id: number | null): AdminActor | null => {
    const u = id == null ? undefined : users.find((x) => Number(x.id) === Number(id));
    return u
      ? {
          id: Number(u.id),
          name: displayName(u),
          username: u.username,
          avatar: avatarUrl(basePath, u),
          role: u.role,
        }
      : null;
  };
  const out = new Map<string, AdminRemoteHistoryEntry[]>();
  const liveSeen = new Set<string>();
  for (const r of rows) {
    const live = r.reverted_at == null && !liveSeen.has(r.name);
    if (live) liveSeen.add(r.name);
    const entry: AdminRemoteHistoryEntry = {
      id: Number(r.id),
      manifest: r.manifest,
      version: r.version,
      created_at: r.created_at,
      created_by: actor(r.created_by),
      reverted_at: r.reverted_at,
      reverted_by: actor(r.reverted_by),
      live,
    };
    out.set(r.name, [...(out.get(r.name) ?? []), entry]);
  }
  return out;
}
