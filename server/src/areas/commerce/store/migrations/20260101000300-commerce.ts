import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { DialectName } from '../index';
import { bool, idColumn, oneOf } from './helpers';

const ROLES = ['member', 'vip', 'moderator', 'admin'];

// Point store and VIP rewards.
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

  await db.schema
    .createTable('vip_tiers')
    .addColumn('id', 'integer', id)
    .addColumn('platform_id', 'integer', (c) =>
      c.notNull().references('platforms.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('min_wagered', 'bigint', (c) => c.notNull().check(sql`min_wagered >= 0`))
    .addColumn('reward_type', 'text', (c) =>
      c.notNull().check(oneOf('reward_type', ['points', 'cash'])),
    )
    .addColumn('reward_amount', 'bigint', (c) => c.notNull().check(sql`reward_amount >= 0`))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', bool('active', 1))
    .execute();

  await db.schema
    .createTable('vip_claims')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('tier_id', 'integer', (c) =>
      c.notNull().references('vip_tiers.id').onDelete('cascade'),
    )
    .addColumn('reward_type', 'text', (c) =>
      c.notNull().check(oneOf('reward_type', ['points', 'cash'])),
    )
    .addColumn('reward_amount', 'bigint', (c) => c.notNull())
    .addColumn('wagered_amount_at_claim', 'bigint', (c) => c.notNull())
    .addColumn('processed', 'integer', bool('processed', 0))
    .addColumn('processed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('vip_claims_user_tier', ['user_id', 'tier_id'])
    .execute();

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
  for (const t of [
    'user_platform_wagers',
    'vip_claims',
    'vip_tiers',
    'store_redemptions',
    'store_items',
  ]) {
    await db.schema.dropTable(t).execute();
  }
}
