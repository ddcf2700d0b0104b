import type { Kysely } from 'kysely';

// Captchas. One part of the founding migration 20260101000000-core: each owner keeps its part under
// that recorded name (FOUNDING_MIGRATIONS in core/db/migrations/index.ts).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('captchas')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema.createIndex('captchas_expires_at').on('captchas').column('expires_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['captchas']) {
    await db.schema.dropTable(t).execute();
  }
}
