import type { Kysely } from 'kysely';
import type { Database, DialectName } from '../db';
import { migrateToLatest, migrateToNothing } from '../db/migrate';
import type { MigrationSet } from '../db/migrations';
import type { SeedContext, SeedStep } from './context';
import { createPrng } from './prng';

export type { SeedContext, SeedStep } from './context';

export interface SeedOptions {
  /** The moment the demo is built around (periods, countdowns); defaults to now. */
  now?: Date;
  /** Wipe every table first (migrate down to nothing, then up again). */
  reset?: boolean;
  dialect: DialectName;
}

export interface SeedResult {
  seeded: boolean;
  counts: Record<string, number>;
}

/**
 * Runs the demo seed's steps (the core's and every area's, see platform.ts) in order on an
 * empty database. Idempotent: a database that already has members is left alone unless
 * `reset` is set. Deterministic for a given `now`.
 */
export async function runSeed(
  db: Kysely<Database>,
  steps: readonly SeedStep[],
  migrations: MigrationSet,
  opts: SeedOptions,
): Promise<SeedResult> {
  if (opts.reset) await migrateToNothing(db, opts.dialect, migrations);
  await migrateToLatest(db, opts.dialect, migrations);
  const existing = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('c'))
    .executeTakeFirst();
  if (Number(existing?.c ?? 0) > 0) return { seeded: false, counts: {} };

  const ordered = [...steps].sort((a, b) => a.order - b.order);
  for (let i = 1; i < ordered.length; i++)
    if (ordered[i]!.order === ordered[i - 1]!.order)
      throw new Error(
        `Seed steps ${ordered[i - 1]!.name} and ${ordered[i]!.name} share order ${ordered[i]!.order}`,
      );
  const ctx = createSeedContext(db, opts.now ?? new Date());
  for (const step of ordered) await step.run(ctx);
  return { seeded: true, counts: ctx.counts };
}

function createSeedContext(db: Kysely<Database>, now: Date): SeedContext {
  const counts: Record<string, number> = {};
  const published = new Map<string, number[]>();
  const ctx: SeedContext = {
    db,
    now,
    at: (offsetMs) => new Date(now.getTime() + offsetMs).toISOString(),
    rnd: createPrng(20261121),
    counts,
    members: {
      all: [],
      regular: [],
      id: () => {
        throw new Error('No members yet: the members step runs first');
      },
      username: () => {
        throw new Error('No members yet: the members step runs first');
      },
    },
    points: {
      spend: () => {
        throw new Error('No points ledger yet: the members step runs first');
      },
      earn: () => {
        throw new Error('No points ledger yet: the members step runs first');
      },
    },
    async insertMany(table, rows) {
      for (let i = 0; i < rows.length; i += 200) {
        await db
          .insertInto(table)
          .values(rows.slice(i, i + 200) as never)
          .execute();
      }
      counts[table] = (counts[table] ?? 0) + rows.length;
    },
    async insertReturningIds(table, rows) {
      const ids: number[] = [];
      for (const row of rows) {
        const r = (await db
          .insertInto(table)
          .values(row as never)
          .returning('id' as never)
          .executeTakeFirstOrThrow()) as unknown as { id: number };
        ids.push(Number(r.id));
      }
      counts[table] = (counts[table] ?? 0) + rows.length;
      return ids;
    },
    publish(key, ids) {
      published.set(key, ids);
    },
    ids(key) {
      const ids = published.get(key);
      if (!ids) throw new Error(`No seed step published '${key}' yet: check the steps' order`);
      return ids;
    },
  };
  return ctx;
}
