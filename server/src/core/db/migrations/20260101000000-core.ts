import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { DialectName } from '../index';
import { idColumn, oneOf } from './helpers';

// The core's tables: members, sessions, the points ledger, daily claims, notifications,
// friendships, settings, job leases and activities. One part of the founding migration
// 20260101000000-core: each owner keeps its part under that recorded name (FOUNDING_MIGRATIONS in
// core/db/migrations/index.ts).
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const id = idColumn(dialect);

  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', id)
    .addColumn('discord_id', 'text', (c) => c.unique())
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('global_name', 'text')
    .addColumn('avatar', 'text')
    .addColumn('email', 'text')
    .addColumn('kick_username', 'text')
    .addColumn('kick_user_id', 'text', (c) => c.unique())
    .addColumn('bio', 'text')
    .addColumn('twitter_user', 'text')
    .addColumn('youtube_user', 'text')
    .addColumn('instagram_user', 'text')
    .addColumn('tiktok_user', 'text')
    .addColumn('crypto', 'text')
    .addColumn('crypto2', 'text')
    .addColumn('crypto3', 'text')
    .addColumn('banner', 'text')
    .addColumn('role', 'text', (c) =>
      c
        .notNull()
        .defaultTo('member')
        .check(oneOf('role', ['member', 'vip', 'moderator', 'admin'])),
    )
    .addColumn('points', 'bigint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`points >= 0`),
    )
    .addColumn('xp', 'bigint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`xp >= 0`),
    )
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('UTC'))
    .addColumn('last_daily_claim', 'text')
    .addColumn('last_daily_claim_day', 'text')
    .addColumn('last_active', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createIndex('users_username_lower_unique')
    .on('users')
    .unique()
    .expression(sql`lower(username)`)
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('csrf_token', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('idle_expires_at', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .execute();

  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();

  await db.schema.createIndex('sessions_expires_at').on('sessions').column('expires_at').execute();

  await db.schema
    .createTable('points_ledger')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('delta', 'bigint', (c) => c.notNull())
    .addColumn('balance_after', 'bigint', (c) => c.notNull().check(sql`balance_after >= 0`))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('ref_type', 'text')
    .addColumn('ref_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createIndex('points_ledger_user')
    .on('points_ledger')
    .columns(['user_id', 'id'])
    .execute();

  await db.schema
    .createTable('daily_claims')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('points', 'bigint', (c) => c.notNull())
    .addColumn('xp', 'bigint', (c) => c.notNull())
    .addColumn('claimed_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('daily_claims_user_day', ['user_id', 'day'])
    .execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('url', 'text')
    .addColumn('read_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createIndex('notifications_user')
    .on('notifications')
    .columns(['user_id', 'read_at'])
    .execute();

  await db.schema
    .createTable('friendships')
    .addColumn('id', 'integer', id)
    .addColumn('requester_id', 'integer', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('addressee_id', 'integer', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('user_low', 'integer', (c) => c.notNull())
    .addColumn('user_high', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(oneOf('status', ['pending', 'accepted'])))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('accepted_at', 'text')
    .addUniqueConstraint('friendships_pair', ['user_low', 'user_high'])
    .addCheckConstraint('friendships_ordered_pair', sql`user_low < user_high`)
    .addCheckConstraint(
      'friendships_pair_matches',
      sql`(requester_id = user_low and addressee_id = user_high) or (requester_id = user_high and addressee_id = user_low)`,
    )
    .execute();

  await db.schema.createIndex('friendships_high').on('friendships').column('user_high').execute();

  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('scheduler_leases')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('activities')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) =>
      c
        .notNull()
        .check(oneOf('type', ['achievement', 'bonus_hunt', 'tournament', 'redemption', 'other'])),
    )
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('points', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('xp', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('amount', 'bigint')
    .addColumn('occurred_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createIndex('activities_user')
    .on('activities')
    .columns(['user_id', 'occurred_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'activities',
    'scheduler_leases',
    'settings',
    'friendships',
    'notifications',
    'daily_claims',
    'points_ledger',
    'sessions',
    'users',
  ]) {
    await db.schema.dropTable(t).execute();
  }
}
