import type { Kysely } from 'kysely';
import type { DialectName } from '../index';
import { bool, idColumn } from './helpers';

// Affiliates. One part of the founding migration 20260101000100-leaderboards: each owner keeps its part under
// that recorded name (FOUNDING_MIGRATIONS in core/db/migrations/index.ts).
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const id = idColumn(dialect);

  await db.schema
    .createTable('affiliates')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('logo_url', 'text')
    .addColumn('benefits', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('redirect_url', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', bool('active', 1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['affiliates']) {
    await db.schema.dropTable(t).execute();
  }
}
