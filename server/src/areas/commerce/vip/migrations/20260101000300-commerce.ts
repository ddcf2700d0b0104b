import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../../../core/db/index';
import { bool, idColumn, oneOf } from '../../../../core/db/migrations/helpers';

// VIP tiers and claims. One part of the founding migration 20260101000300-commerce: each owner keeps its part under
// that recorded name (FOUNDING_MIGRATIONS in core/db/migrations/index.ts).
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const id = idColumn(dialect);

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
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['vip_claims', 'vip_tiers']) {
    await db.schema.dropTable(t).execute();
  }
}
