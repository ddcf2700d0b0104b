import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../../../core/db/index';
import { idColumn } from '../../../../core/db/migrations/helpers';

// The slot catalogue. One part of the founding migration 20260101000100-leaderboards: each owner keeps its part under
// that recorded name (FOUNDING_MIGRATIONS in core/db/migrations/index.ts).
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const id = idColumn(dialect);

  await db.schema
    .createTable('slots')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('image', 'text')
    .addColumn('provider', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createIndex('slots_name_lower')
    .on('slots')
    .expression(sql`lower(name)`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['slots']) {
    await db.schema.dropTable(t).execute();
  }
}
