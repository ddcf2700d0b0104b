import type { Kysely } from 'kysely';
import type { DialectName } from '../index';

// Rate-limit counters shared by every server process (http/rate-limit.ts): one row per limited
// route (bucket) and client key, a fixed window that restarts once it has ended.
export async function up(db: Kysely<any>, _dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    // Milliseconds since the epoch when the window ends.
    .addColumn('resets_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rate_limits_resets_at')
    .on('rate_limits')
    .column('resets_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
}
