import { Migrator, NO_MIGRATIONS, sql } from 'kysely';
import type { Kysely } from 'kysely';
import { migrationProvider } from './migrations';
import type { MigrationSet } from './migrations';
import type { Database, DialectName } from './index';

// The migrations to run are passed in: the core's merged with every area's (areas/index.ts,
// platformMigrations), since the core never imports the areas.

async function migrator(db: Kysely<Database>, dialect: DialectName, migrations: MigrationSet) {
  // Kysely looks for its migration tables in every schema unless told which one; with a schema
  // per test (search_path) it would find another schema's table and never create its own.
  let migrationTableSchema: string | undefined;
  if (dialect === 'postgres') {
    const r = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
    migrationTableSchema = r.rows[0]?.schema;
  }
  return new Migrator({
    db,
    provider: migrationProvider(dialect, migrations),
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
}

function check(results: {
  error?: unknown;
  results?: { status: string; migrationName: string }[];
}) {
  const failed = results.results?.find((r) => r.status === 'Error');
  if (results.error || failed) {
    const cause =
      results.error instanceof Error
        ? results.error
        : new Error(String(results.error ?? 'unknown'));
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${cause.message}`, { cause });
  }
  return (results.results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Applies every pending migration; returns the names applied. */
export async function migrateToLatest(
  db: Kysely<Database>,
  dialect: DialectName,
  migrations: MigrationSet,
): Promise<string[]> {
  return check(await (await migrator(db, dialect, migrations)).migrateToLatest());
}

/** Reverts the last applied migration. */
export async function migrateDown(
  db: Kysely<Database>,
  dialect: DialectName,
  migrations: MigrationSet,
): Promise<string[]> {
  return check(await (await migrator(db, dialect, migrations)).migrateDown());
}

/** Reverts every migration (used by seed --reset). */
export async function migrateToNothing(
  db: Kysely<Database>,
  dialect: DialectName,
  migrations: MigrationSet,
): Promise<string[]> {
  return check(await (await migrator(db, dialect, migrations)).migrateTo(NO_MIGRATIONS));
}
