/**
 * Migrates the templates of a jest run (global-setup.ts starts it with tsx, as the server's
 * sources need the `lobby-source` condition, which jest's global setup does not resolve):
 * argv[2] a new SQLite file, argv[3] an empty PostgreSQL database's URL (optional).
 */
import { sql } from 'kysely';
import { createDatabase } from '../../core/db';
import { migrateToLatest } from '../../platform';
import { TEMPLATE_SCHEMA } from './templates';

async function main() {
  const [sqlitePath, pgUrl] = process.argv.slice(2);
  const sqlite = createDatabase({ databaseUrl: null, sqlitePath: sqlitePath! });
  try {
    await migrateToLatest(sqlite.db, 'sqlite');
    // One file to copy, no WAL beside it.
    await sql`pragma journal_mode = delete`.execute(sqlite.db);
  } finally {
    await sqlite.destroy();
  }
  if (!pgUrl) return;
  const postgres = createDatabase({
    databaseUrl: pgUrl,
    sqlitePath: '',
    pgSchema: TEMPLATE_SCHEMA,
    pgPoolMax: 1,
  });
  try {
    await sql`create schema ${sql.id(TEMPLATE_SCHEMA)}`.execute(postgres.db);
    await migrateToLatest(postgres.db, 'postgres');
  } finally {
    await postgres.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
