import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../../../core/db/index';
import { bool, idColumn, oneOf } from '../../../../core/db/migrations/helpers';

// Giveaways, their entries and winners. One part of the founding migration 20260101000200-engagement: each owner keeps its part under
// that recorded name (FOUNDING_MIGRATIONS in core/db/migrations/index.ts).
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const id = idColumn(dialect);
  const userRef = (c: any) => c.notNull().references('users.id').onDelete('cascade');

  await db.schema
    .createTable('giveaways')
    .addColumn('id', 'integer', id)
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image', 'text')
    .addColumn('prize_type', 'text', (c) =>
      c.notNull().check(oneOf('prize_type', ['cash', 'points', 'custom'])),
    )
    .addColumn('prize_value', 'bigint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`prize_value >= 0`),
    )
    .addColumn('prize_description', 'text')
    .addColumn('number_of_winners', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`number_of_winners >= 1`),
    )
    .addColumn('end_datetime', 'text', (c) => c.notNull())
    .addColumn('is_accepting_entries', 'integer', bool('is_accepting_entries', 1))
    .addColumn('allow_passwordless_entry', 'integer', bool('allow_passwordless_entry', 1))
    .addColumn('allow_points_entry', 'integer', bool('allow_points_entry', 0))
    .addColumn('points_per_entry', 'bigint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`points_per_entry >= 0`),
    )
    .addColumn('max_points_entries', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`max_points_entries >= 0`),
    )
    .addColumn('password_hash', 'text')
    .addColumn('commitment', 'text')
    .addColumn('draw_seed', 'text')
    .addColumn('drawn_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('giveaway_entries')
    .addColumn('id', 'integer', id)
    .addColumn('giveaway_id', 'integer', (c) =>
      c.notNull().references('giveaways.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', userRef)
    .addColumn('entry_type', 'text', (c) =>
      c.notNull().check(oneOf('entry_type', ['passwordless', 'points', 'password'])),
    )
    .addColumn('kick_username', 'text', (c) => c.notNull())
    .addColumn('points_spent', 'bigint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`points_spent >= 0`),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createIndex('giveaway_entries_giveaway_user')
    .on('giveaway_entries')
    .columns(['giveaway_id', 'user_id'])
    .execute();

  // One free entry per member per giveaway.
  await db.schema
    .createIndex('giveaway_entries_one_free')
    .on('giveaway_entries')
    .columns(['giveaway_id', 'user_id'])
    .unique()
    .where(sql.ref('entry_type'), '=', 'passwordless')
    .execute();

  await db.schema
    .createTable('giveaway_winners')
    .addColumn('id', 'integer', id)
    .addColumn('giveaway_id', 'integer', (c) =>
      c.notNull().references('giveaways.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', userRef)
    .addColumn('entry_id', 'integer', (c) =>
      c.references('giveaway_entries.id').onDelete('set null'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('giveaway_winners_position', ['giveaway_id', 'position'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['giveaway_winners', 'giveaway_entries', 'giveaways']) {
    await db.schema.dropTable(t).execute();
  }
}
