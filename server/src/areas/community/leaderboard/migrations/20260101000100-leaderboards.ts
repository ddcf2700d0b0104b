import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../../../core/db/index';
import { bool, idColumn, oneOf } from '../../../../core/db/migrations/helpers';

// The platforms, their leaderboard periods and entries. One part of the founding migration 20260101000100-leaderboards: each owner keeps its part under
// that recorded name (FOUNDING_MIGRATIONS in core/db/migrations/index.ts).
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const id = idColumn(dialect);

  await db.schema
    .createTable('platforms')
    .addColumn('id', 'integer', id)
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', bool('active', 1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('leaderboards')
    .addColumn('id', 'integer', id)
    .addColumn('platform_id', 'integer', (c) =>
      c.notNull().references('platforms.id').onDelete('cascade'),
    )
    .addColumn('timeframe', 'text', (c) =>
      c.notNull().check(oneOf('timeframe', ['weekly', 'biweekly', 'monthly'])),
    )
    .addColumn('period_start', 'text')
    .addColumn('period_end', 'text', (c) => c.notNull())
    .addColumn('total_prize_pool', 'bigint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`total_prize_pool >= 0`),
    )
    .addColumn('currency_symbol', 'text', (c) => c.notNull().defaultTo('$'))
    .addColumn('prizes', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('status', 'text', (c) => c.notNull().check(oneOf('status', ['current', 'ended'])))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createIndex('leaderboards_platform_status')
    .on('leaderboards')
    .columns(['platform_id', 'status', 'period_end'])
    .execute();

  // At most one current period per platform.
  await db.schema
    .createIndex('leaderboards_one_current')
    .on('leaderboards')
    .column('platform_id')
    .unique()
    .where(sql.ref('status'), '=', 'current')
    .execute();

  await db.schema
    .createTable('leaderboard_entries')
    .addColumn('id', 'integer', id)
    .addColumn('leaderboard_id', 'integer', (c) =>
      c.notNull().references('leaderboards.id').onDelete('cascade'),
    )
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('wagered', 'bigint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`wagered >= 0`),
    )
    .addColumn('favorite_game', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('leaderboard_entries_unique', ['leaderboard_id', 'username'])
    .execute();

  await db.schema
    .createIndex('leaderboard_entries_rank')
    .on('leaderboard_entries')
    .columns(['leaderboard_id', 'wagered'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['leaderboard_entries', 'leaderboards', 'platforms']) {
    await db.schema.dropTable(t).execute();
  }
}
