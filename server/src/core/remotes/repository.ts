import { sql } from 'kysely';
import type { Selectable } from 'kysely';
import type {
  AdminActor,
  AdminRemoteCanaryEntry,
  AdminRemoteHistoryEntry,
  RemoteCanary,
} from '@lobby/shared-api/contract';
import type { Db } from '../db';
import type { RemoteCanariesTable, RemoteOverridesTable } from '../db/tables';
import { avatarUrl } from '../uploads/media';
import { displayName } from '../users/service';

export type RemoteOverrideRow = Selectable<RemoteOverridesTable>;
export type RemoteCanaryRow = Selectable<RemoteCanariesTable>;

const list = (json: string): unknown[] => {
  try {
    const v = JSON.parse(json);
    return Array.isArray(v) ? v : [];
  } catch {
    return [];
  }
};

/**
 * The live entry of each remote (its newest row not rolled back), as registry entries — a removal
 * as `{ name, removed: true }` — and the canary releases under way by remote name. `key` changes
 * with any of them (a canary's counters excepted), so every process rebuilds its registry.
 */
export async function liveOverrideEntries(
  db: Db,
): Promise<{ key: string; entries: unknown[]; canaries: Map<string, RemoteCanary> }> {
  const [rows, open] = await Promise.all([
    db
      .selectFrom('remote_overrides')
      .selectAll()
      .where('reverted_at', 'is', null)
      .orderBy('id', 'desc')
      .execute(),
    db.selectFrom('remote_canaries').selectAll().where('ended_at', 'is', null).execute(),
  ]);
  const seen = new Set<string>();
  const entries: unknown[] = [];
  for (const r of rows) {
    if (seen.has(r.name)) continue;
    seen.add(r.name);
    entries.push(
      Number(r.removed) === 1
        ? { name: r.name, removed: true }
        : {
            name: r.name,
            manifest: r.manifest,
            version: r.version,
            paths: list(r.paths),
            nav: list(r.nav),
            admin: Number(r.admin) === 1,
          },
    );
  }
  entries.reverse(); // oldest change first, so the order is stable
  const canaries = new Map<string, RemoteCanary>(
    open.map((c) => [
      c.name,
      {
        manifest: c.manifest,
        version: c.version,
        paths: list(c.paths) as string[],
        nav: list(c.nav) as RemoteCanary['nav'],
        ...(Number(c.admin) === 1 ? { admin: true } : {}),
        percent: Number(c.percent),
      },
    ]),
  );
  const key = [...rows.map((r) => r.id), 'canaries', ...open.map((c) => c.id)].join(',');
  return { key, entries, canaries };
}

/** What an admin entry and a canary both store: the build and what its descriptor says. */
export interface RemoteEntryInput {
  name: string;
  manifest: string;
  version: string;
  paths: string[];
  nav: unknown[];
  admin: boolean;
}

const entryValues = (row: RemoteEntryInput) => ({
  name: row.name,
  manifest: row.manifest,
  version: row.version,
  paths: JSON.stringify(row.paths),
  nav: JSON.stringify(row.nav),
  admin: (row.admin ? 1 : 0) as 0 | 1,
});

export async function insertOverride(
  db: Db,
  row: RemoteEntryInput & { removed?: boolean; createdBy: number; at: Date },
): Promise<number> {
  const r = await db
    .insertInto('remote_overrides')
    .values({
      ...entryValues(row),
      removed: row.removed ? 1 : 0,
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

/** The staff members who made or ended changes, by id, as the admin screens show them. */
async function actorsOf(
  db: Db,
  basePath: string,
  ids: (number | null)[],
): Promise<(id: number | null) => AdminActor | null> {
  const wanted = [...new Set(ids.filter((x) => x != null))] as number[];
  const users = wanted.length
    ? await db
        .selectFrom('users')
        .select(['id', 'username', 'global_name', 'avatar', 'discord_id', 'role'])
        .where('id', 'in', wanted)
        .execute()
    : [];
  return (id) => {
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
}

/** Every admin entry of every remote, newest first, with who made and who rolled back each. */
export async function overrideHistory(
  db: Db,
  basePath: string,
): Promise<Map<string, AdminRemoteHistoryEntry[]>> {
  const rows = await db.selectFrom('remote_overrides').selectAll().orderBy('id', 'desc').execute();
  const actor = await actorsOf(
    db,
    basePath,
    rows.flatMap((r) => [r.created_by, r.reverted_by]),
  );
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
      removed: Number(r.removed) === 1,
    };
    out.set(r.name, [...(out.get(r.name) ?? []), entry]);
  }
  return out;
}

/** Every canary release of every remote, newest first. */
export async function canaryHistory(
  db: Db,
  basePath: string,
): Promise<Map<string, AdminRemoteCanaryEntry[]>> {
  const rows = await db.selectFrom('remote_canaries').selectAll().orderBy('id', 'desc').execute();
  const actor = await actorsOf(
    db,
    basePath,
    rows.flatMap((r) => [r.created_by, r.ended_by]),
  );
  const out = new Map<string, AdminRemoteCanaryEntry[]>();
  for (const r of rows) {
    const entry: AdminRemoteCanaryEntry = {
      id: Number(r.id),
      manifest: r.manifest,
      version: r.version,
      stable_version: r.stable_version,
      percent: Number(r.percent),
      stable_loads: Number(r.stable_loads),
      stable_failures: Number(r.stable_failures),
      canary_loads: Number(r.canary_loads),
      canary_failures: Number(r.canary_failures),
      created_at: r.created_at,
      created_by: actor(r.created_by),
      ended_at: r.ended_at,
      ended_by: actor(r.ended_by),
      outcome: r.outcome,
      reason: r.reason,
    };
    out.set(r.name, [...(out.get(r.name) ?? []), entry]);
  }
  return out;
}

/** The canary release of a remote under way, if any. */
export async function openCanary(db: Db, name: string): Promise<RemoteCanaryRow | undefined> {
  return db
    .selectFrom('remote_canaries')
    .selectAll()
    .where('name', '=', name)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
}

export async function insertCanary(
  db: Db,
  row: RemoteEntryInput & { percent: number; stableVersion: string; createdBy: number; at: Date },
): Promise<number> {
  const r = await db
    .insertInto('remote_canaries')
    .values({
      ...entryValues(row),
      percent: row.percent,
      stable_version: row.stableVersion,
      created_by: row.createdBy,
      created_at: row.at.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(r.id);
}

/** Ends a canary that is still under way; false when it had ended already (another request). */
export async function endCanary(
  db: Db,
  id: number,
  end: {
    outcome: 'promoted' | 'stopped' | 'rolled_back';
    by: number | null;
    reason: string;
    at: Date;
  },
): Promise<boolean> {
  const r = await db
    .updateTable('remote_canaries')
    .set({
      ended_at: end.at.toISOString(),
      ended_by: end.by,
      outcome: end.outcome,
      reason: end.reason,
    })
    .where('id', '=', id)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/**
 * Counts a browser's report of a remote under a canary release into its side (told apart by the
 * versions the registry serves, core/site/remote-canary.ts): a page that mounted it is a load; a
 * load that failed is a load and a failure; a render failure (after it mounted) a failure. One
 * statement: concurrent reports of every process add up. Answers the canary's row after the
 * count, or undefined when no canary of that remote is under way.
 */
export async function countCanarySample(
  db: Db,
  name: string,
  side: 'canary' | 'stable',
  kind: 'mounted' | 'load' | 'render',
): Promise<RemoteCanaryRow | undefined> {
  const open = await openCanary(db, name);
  if (!open) return undefined;
  const loads = kind === 'render' ? 0 : 1;
  const failures = kind === 'mounted' ? 0 : 1;
  const q = db.updateTable('remote_canaries');
  const counted =
    side === 'canary'
      ? q.set((eb) => ({
          canary_loads: eb('canary_loads', '+', loads),
          canary_failures: eb('canary_failures', '+', failures),
        }))
      : q.set((eb) => ({
          stable_loads: eb('stable_loads', '+', loads),
          stable_failures: eb('stable_failures', '+', failures),
        }));
  return counted
    .where('id', '=', open.id)
    .where('ended_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Rolls the canary back when its failure rate, over at least `minSample` loads, exceeds the
 * stable version's by more than `margin` (0.1 = ten points). One conditional statement, so of
 * several processes judging the same counters only one ends it. True when this call did.
 */
export async function rollBackFailingCanary(
  db: Db,
  id: number,
  opts: { minSample: number; margin: number; reason: string; at: Date },
): Promise<boolean> {
  const r = await db
    .updateTable('remote_canaries')
    .set({ ended_at: opts.at.toISOString(), outcome: 'rolled_back', reason: opts.reason })
    .where('id', '=', id)
    .where('ended_at', 'is', null)
    .where('canary_loads', '>=', opts.minSample)
    .where(
      sql<boolean>`canary_failures * 1.0 / canary_loads > (case when stable_loads > 0 then stable_failures * 1.0 / stable_loads else 0 end) + ${opts.margin}`,
    )
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
