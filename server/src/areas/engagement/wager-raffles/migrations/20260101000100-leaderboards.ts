import type { Kysely } from 'kysely';
import type { DialectName } from '../../../../core/db/index';
import { idColumn } from '../../../../core/db/migrations/helpers';

// The casinos wager raffles count wagers on. One part of the founding migration 20260101000100-leaderboards: each owner keeps its part under
// that recorded name (FOUNDING_MIGRATIONS in core/db/migrations/index.ts).
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const id = idColumn(dialect);

  await db.schema
    .createTable('casinos')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('platform_type', 'text', (c) => c.notNull())
    .addColumn('platform_id', 'integer', (c) => c.references('platforms.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['casinos']) {
    await db.schema.dropTable(t).execute();
  }
}
