import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { DialectName } from '../index';
import { bool, idColumn, oneOf } from './helpers';

// Automatic payouts (core/payouts): a casino's tipping API per platform with its caps, and one
// row per payout with its state and its idempotency nonce (the same nonce never pays twice).
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('payout_providers')
    .addColumn('platform_id', 'integer', (c) =>
      c.primaryKey().references('platforms.id').onDelete('cascade'),
    )
    .addColumn('enabled', 'integer', bool('enabled', 0))
    .addColumn('api_url', 'text', (c) => c.notNull())
    .addColumn('api_token', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('per_payout_cap_cents', 'bigint', (c) =>
      c.notNull().check(sql`per_payout_cap_cents >= 0`),
    )
    .addColumn('daily_cap_cents', 'bigint', (c) => c.notNull().check(sql`daily_cap_cents >= 0`))
    .addColumn('approval_threshold_cents', 'bigint', (c) =>
      c.notNull().check(sql`approval_threshold_cents >= 0`),
    )
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('payouts')
    .addColumn('id', 'integer', idColumn(dialect))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('platform_id', 'integer', (c) =>
      c.notNull().references('platforms.id').onDelete('cascade'),
    )
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('source_ref', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('amount_cents', 'bigint', (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('nonce', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(oneOf('status', ['pending', 'needs_approval', 'sent', 'failed'])),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text')
    .addColumn('last_error', 'text')
    .addColumn('uncertain', 'integer', bool('uncertain', 0))
    .addColumn('provider_ref', 'text')
    .addColumn('cap_day', 'text')
    .addColumn('approved_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('approved_at', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    // One payout per prize: a prize source asking twice gets the first.
    .addUniqueConstraint('payouts_source', ['source', 'source_ref'])
    .execute();
  await db.schema
    .createIndex('payouts_due')
    .on('payouts')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema
    .createIndex('payouts_cap')
    .on('payouts')
    .columns(['platform_id', 'cap_day'])
    .execute();
  await db.schema.createIndex('payouts_user').on('payouts').columns(['user_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('payouts').execute();
  await db.schema.dropTable('payout_providers').execute();
}
