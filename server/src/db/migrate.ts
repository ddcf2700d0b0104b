import { Migrator } from 'kysely';
import type { Kysely } from 'kysely';
import type { DialectName } from './index';
import { migrationProvider } from './migrations';
import type { Database } from './schema';

function migrator(db: Kysely<Database>, dialect: DialectName) {
  return new Migrator({ db, provider: migrationProvider(dialect) });
}

function check(results: { error?: unknown; results?: { status: string; migrationName: string }[] }) {
  const failed = results.results?.find((r) => r.status === 'Error');
  if (results.error || failed) {
    const cause = results.error instanceof Error ? results.error : new Error(String(results.error ?? 'unknown'));
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${cause.message}`, { cause });
  }
  return (results.results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Applies every pending migration; returns the names applied. */
export async function migrateToLatest(db: Kysely<Database>, dialect: DialectName): Promise<string[]> {
  return check(await migrator(db, dialect).migrateToLatest());
}

/** Reverts the last applied migration. */
export async function migrateDown(db: Kysely<Database>, dialect: DialectName): Promise<string[]> {
  return check(await migrator(db, dialect).migrateDown());
}

/** Reverts every migration (used by seed --reset). */
export async function migrateToNothing(db: Kysely<Database>, dialect: DialectName): Promise<string[]> {
  const { NO_MIGRATIONS } = await import('kysely');
  return check(await migrator(db, dialect).migrateTo(NO_MIGRATIONS));
}
