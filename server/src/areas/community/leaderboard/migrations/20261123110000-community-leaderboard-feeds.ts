import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../../../core/db/index';
import { bool, idColumn, oneOf } from '../../../../core/db/migrations/helpers';

// Casino feeds behind the leaderboards: each platform's period settings, its feed configuration
// and sync state, the standings snapshot of every sync that changed them, prize winners of
// closed periods, admin corrections, and members' casino usernames awaiting verification.
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const id = idColumn(dialect);
  const bytes = dialect === 'postgres' ? 'bytea' : 'blob';

  // Platform settings the leaderboard and its feed share.
  await db.schema
    .alterTable('platforms')
    .addColumn('currency_symbol', 'text', (c) => c.notNull().defaultTo('$'))
    .execute();
  await db.schema
    .alterTable('platforms')
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('UTC'))
    .execute();
  await db.schema
    .alterTable('platforms')
    .addColumn('wager_basis', 'text', (c) =>
      c
        .notNull()
        .defaultTo('raw')
        .check(oneOf('wager_basis', ['raw', 'weighted'])),
    )
    .execute();
  await db.schema
    .alterTable('platforms')
    .addColumn('excluded_usernames', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema
    .alterTable('platforms')
    .addColumn('mask_usernames', 'integer', bool('mask_usernames', 0))
    .execute();

  // A custom period (admin-set start and end): the next one has the same length.
  await db.schema
    .alterTable('leaderboards')
    .addColumn('custom_period', 'integer', bool('custom_period', 0))
    .execute();
  // Goated-style feeds (running totals): the totals read at the period's start (JSON rows).
  await db.schema.alterTable('leaderboards').addColumn('feed_baseline', 'text').execute();
  // …and the totals the last sync read (the next period's baseline when this one closes).
  await db.schema.alterTable('leaderboards').addColumn('feed_latest', 'text').execute();
  await db.schema.alterTable('leaderboards').addColumn('closed_at', 'text').execute();
  // Raw wagered cents even when the board ranks by weighted (VIP tiers and raffles count raw).
  await db.schema.alterTable('leaderboard_entries').addColumn('raw_wagered', 'bigint').execute();
  // usernameKey(username) (NFC, trimmed, lower-case): what verified casino names match.
  await db.schema.alterTable('leaderboard_entries').addColumn('username_key', 'text').execute();
  await db.schema
    .createIndex('leaderboard_entries_key')
    .on('leaderboard_entries')
    .columns(['username_key', 'leaderboard_id'])
    .execute();

  await db.schema
    .createTable('platform_feeds')
    .addColumn('id', 'integer', id)
    .addColumn('platform_id', 'integer', (c) =>
      c.notNull().unique().references('platforms.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) =>
      c
        .notNull()
        .check(oneOf('kind', ['roobet', 'rainbet', 'goated', 'shuffle', 'generic-json', 'csv'])),
    )
    // The adapter's settings as validated, secrets included: never answered unmasked.
    .addColumn('config_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('enabled', 'integer', bool('enabled', 1))
    .addColumn('sync_interval_s', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(300)
        .check(sql`sync_interval_s >= 60`),
    )
    .addColumn('last_sync_at', 'text')
    .addColumn('last_success_at', 'text')
    .addColumn('row_count', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('leaderboard_snapshots')
    .addColumn('id', 'integer', id)
    .addColumn('leaderboard_id', 'integer', (c) =>
      c.notNull().references('leaderboards.id').onDelete('cascade'),
    )
    .addColumn('taken_at', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) =>
      c.notNull().check(oneOf('source', ['feed', 'csv', 'correction', 'final'])),
    )
    // sha256 of the standings' canonical JSON (the rows as downloaded).
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('row_count', 'integer', (c) => c.notNull())
    // gzip of the standings' JSON.
    .addColumn('rows_gzip', bytes, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('leaderboard_snapshots_board')
    .on('leaderboard_snapshots')
    .columns(['leaderboard_id', 'taken_at'])
    .execute();

  await db.schema
    .createTable('leaderboard_winners')
    .addColumn('id', 'integer', id)
    .addColumn('leaderboard_id', 'integer', (c) =>
      c.notNull().references('leaderboards.id').onDelete('cascade'),
    )
    .addColumn('place', 'integer', (c) => c.notNull())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('wagered', 'bigint', (c) => c.notNull())
    .addColumn('prize', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('leaderboard_winners_place', ['leaderboard_id', 'place'])
    .execute();

  // An admin's correction of one player's amount in one period; syncs keep applying it.
  await db.schema
    .createTable('leaderboard_corrections')
    .addColumn('id', 'integer', id)
    .addColumn('leaderboard_id', 'integer', (c) =>
      c.notNull().references('leaderboards.id').onDelete('cascade'),
    )
    .addColumn('username_key', 'text', (c) => c.notNull())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('wagered', 'bigint', (c) => c.notNull().check(sql`wagered >= 0`))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('leaderboard_corrections_player', ['leaderboard_id', 'username_key'])
    .execute();

  await db.schema
    .createTable('casino_links')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('platform_id', 'integer', (c) =>
      c.notNull().references('platforms.id').onDelete('cascade'),
    )
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('username_key', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(oneOf('status', ['pending', 'verified', 'rejected'])),
    )
    .addColumn('evidence', 'text')
    .addColumn('reviewed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reviewed_at', 'text')
    .addColumn('reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    // One casino name belongs to one member; one name per member and platform.
    .addUniqueConstraint('casino_links_name', ['platform_id', 'username_key'])
    .addUniqueConstraint('casino_links_member', ['user_id', 'platform_id'])
    .execute();
  await db.schema
    .createIndex('casino_links_queue')
    .on('casino_links')
    .columns(['status', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'casino_links',
    'leaderboard_corrections',
    'leaderboard_winners',
    'leaderboard_snapshots',
    'platform_feeds',
  ])
    await db.schema.dropTable(t).execute();
  await db.schema.dropIndex('leaderboard_entries_key').execute();
  for (const c of ['username_key', 'raw_wagered'])
    await db.schema.alterTable('leaderboard_entries').dropColumn(c).execute();
  for (const c of ['closed_at', 'feed_latest', 'feed_baseline', 'custom_period'])
    await db.schema.alterTable('leaderboards').dropColumn(c).execute();
  for (const c of [
    'mask_usernames',
    'excluded_usernames',
    'wager_basis',
    'time_zone',
    'currency_symbol',
  ])
    await db.schema.alterTable('platforms').dropColumn(c).execute();
}
