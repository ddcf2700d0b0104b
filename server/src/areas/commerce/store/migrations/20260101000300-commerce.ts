import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../../../core/db/index';
import { bool, idColumn, oneOf } from '../../../../core/db/migrations/helpers';

const ROLES = ['member', 'vip', 'moderator', 'admin'];

// The point store and its redemptions. One part of the founding migration 20260101000300-commerce: each owner keeps its part under
// that recorded name (FOUNDING_MIGRATIONS in core/db/migrations/index.ts).
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const id = idColumn(dialect);

  await db.schema
    .createTable('store_items')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image', 'text')
    .addColumn('cost', 'bigint', (c) => c.notNull().check(sql`cost >= 0`))
    .addColumn('quantity', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`quantity >= 0`),
    )
    .addColumn('required_role', 'text', (c) => c.check(oneOf('required_role', ROLES)))
    .addColumn('max_purchases_per_user', 'integer', (c) => c.check(sql`max_purchases_per_user > 0`))
    .addColumn('active', 'integer', bool('active', 1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('store_redemptions')
    .addColumn('id', 'integer', id)
    .addColumn('item_id', 'integer', (c) =>
      c.notNull().references('store_items.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('cost', 'bigint', (c) => c.notNull())
    .addColumn('is_processed', 'integer', bool('is_processed', 0))
    .addColumn('processed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createIndex('store_redemptions_user')
    .on('store_redemptions')
    .columns(['user_id', 'id'])
    .execute();

  await db.schema
    .createIndex('store_redemptions_item_user')
    .on('store_redemptions')
    .columns(['item_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['store_redemptions', 'store_items']) {
    await db.schema.dropTable(t).execute();
  }
}
