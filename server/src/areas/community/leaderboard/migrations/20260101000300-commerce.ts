import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../../../core/db/index';
import { idColumn } from '../../../../core/db/migrations/helpers';

// Members' wagered totals per platform (user_platform_wagers). One part of the founding migration 20260101000300-commerce: each owner keeps its part under
// that recorded name (FOUNDING_MIGRATIONS in core/db/migrations/index.ts).
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const id = idColumn(dialect);

  await db.schema
    .createTable('user_platform_wagers')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('platform_id', 'integer', (c) =>
      c.notNull().references('platforms.id').onDelete('cascade'),
    )
    .addColumn('total_wagered', 'bigint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`total_wagered >= 0`),
    )
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('user_platform_wagers_unique', ['user_id', 'platform_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['user_platform_wagers']) {
    await db.schema.dropTable(t).execute();
  }
}
