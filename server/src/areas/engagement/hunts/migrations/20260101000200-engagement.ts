import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { DialectName } from '../index';
import { bool, idColumn, oneOf } from './helpers';

// Bonus hunts, giveaways, wager raffles, tournaments and challenges.
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const id = idColumn(dialect);
  const userRef = (c: any) => c.notNull().references('users.id').onDelete('cascade');

  await db.schema
    .createTable('bonus_hunts')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('start_balance', 'bigint', (c) => c.notNull().check(sql`start_balance >= 0`))
    .addColumn('end_balance', 'bigint', (c) => c.check(sql`end_balance >= 0`))
    .addColumn('is_active', 'integer', bool('is_active', 0))
    .addColumn('predictions_active', 'integer', bool('predictions_active', 0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('ended_at', 'text')
    .execute();

  await db.schema
    .createTable('bonus_hunt_games')
    .addColumn('id', 'integer', id)
    .addColumn('hunt_id', 'integer', (c) =>
      c.notNull().references('bonus_hunts.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('slot_name', 'text')
    .addColumn('slot_image', 'text')
    .addColumn('slot_provider', 'text')
    .addColumn('bet', 'bigint', (c) => c.notNull().check(sql`bet > 0`))
    .addColumn('win', 'bigint', (c) => c.check(sql`win >= 0`))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('bonus_hunt_games_position', ['hunt_id', 'position'])
    .execute();

  await db.schema
    .createTable('bonus_hunt_predictions')
    .addColumn('id', 'integer', id)
    .addColumn('hunt_id', 'integer', (c) =>
      c.notNull().references('bonus_hunts.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', userRef)
    .addColumn('end_balance', 'bigint', (c) => c.notNull().check(sql`end_balance >= 0`))
    .addColumn('highest_multiplier', 'bigint', (c) =>
      c.notNull().check(sql`highest_multiplier >= 0`),
    )
    .addColumn('highest_multiplier_game', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('bonus_hunt_predictions_unique', ['hunt_id', 'user_id'])
    .execute();

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

  await db.schema
    .createTable('wager_raffles')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('is_active', 'integer', bool('is_active', 1))
    .addColumn('auto_draw', 'integer', bool('auto_draw', 1))
    .addColumn('drawn_at', 'text')
    .addColumn('dollars_per_ticket', 'bigint', (c) =>
      c.notNull().check(sql`dollars_per_ticket > 0`),
    )
    .addColumn('commitment', 'text')
    .addColumn('draw_seed', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('wager_raffle_casinos')
    .addColumn('raffle_id', 'integer', (c) =>
      c.notNull().references('wager_raffles.id').onDelete('cascade'),
    )
    .addColumn('casino_id', 'integer', (c) =>
      c.notNull().references('casinos.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('wager_raffle_casinos_pk', ['raffle_id', 'casino_id'])
    .execute();

  await db.schema
    .createTable('wager_raffle_prizes')
    .addColumn('id', 'integer', id)
    .addColumn('raffle_id', 'integer', (c) =>
      c.notNull().references('wager_raffles.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('prize_type', 'text', (c) =>
      c.notNull().check(oneOf('prize_type', ['cash', 'points', 'custom'])),
    )
    .addColumn('prize_value', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('description', 'text')
    .addColumn('image_url', 'text')
    .addColumn('winner_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('winning_ticket_number', 'integer')
    .addUniqueConstraint('wager_raffle_prizes_position', ['raffle_id', 'position'])
    .execute();

  await db.schema
    .createTable('wager_raffle_participants')
    .addColumn('id', 'integer', id)
    .addColumn('raffle_id', 'integer', (c) =>
      c.notNull().references('wager_raffles.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', userRef)
    .addColumn('platform', 'text')
    .addColumn('total_wagered', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('ticket_count', 'integer', (c) => c.notNull().check(sql`ticket_count >= 0`))
    .addColumn('first_ticket', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('wager_raffle_participants_unique', ['raffle_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('tournaments')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('size', 'integer', (c) => c.notNull().check(sql`size >= 2`))
    .addColumn('is_active', 'integer', bool('is_active', 1))
    .addColumn('predictions_active', 'integer', bool('predictions_active', 0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('tournament_matches')
    .addColumn('id', 'integer', id)
    .addColumn('tournament_id', 'integer', (c) =>
      c.notNull().references('tournaments.id').onDelete('cascade'),
    )
    .addColumn('round', 'integer', (c) => c.notNull())
    .addColumn('match_number', 'integer', (c) => c.notNull())
    .addColumn('slot1_name', 'text')
    .addColumn('slot1_image', 'text')
    .addColumn('slot1_provider', 'text')
    .addColumn('slot1_multiplier', 'bigint')
    .addColumn('slot2_name', 'text')
    .addColumn('slot2_image', 'text')
    .addColumn('slot2_provider', 'text')
    .addColumn('slot2_multiplier', 'bigint')
    .addColumn('winner_name', 'text')
    .addColumn('match_date', 'text')
    .addUniqueConstraint('tournament_matches_number', ['tournament_id', 'match_number'])
    .execute();

  await db.schema
    .createTable('tournament_predictions')
    .addColumn('id', 'integer', id)
    .addColumn('tournament_id', 'integer', (c) =>
      c.notNull().references('tournaments.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', userRef)
    .addColumn('match_id', 'integer', (c) =>
      c.notNull().references('tournament_matches.id').onDelete('cascade'),
    )
    .addColumn('predicted_winner_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('tournament_predictions_unique', ['match_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('tournament_predictions_user')
    .on('tournament_predictions')
    .columns(['tournament_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('challenges')
    .addColumn('id', 'integer', id)
    .addColumn('slot_name', 'text', (c) => c.notNull())
    .addColumn('slot_image', 'text')
    .addColumn('slot_provider', 'text')
    .addColumn('multiplier', 'bigint', (c) => c.notNull().check(sql`multiplier > 0`))
    .addColumn('min_bet', 'bigint', (c) => c.notNull().check(sql`min_bet >= 0`))
    .addColumn('prize', 'bigint', (c) => c.notNull().check(sql`prize >= 0`))
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('is_active', 'integer', bool('is_active', 1))
    .addColumn('claimed_by_user_id', 'integer', (c) =>
      c.references('users.id').onDelete('set null'),
    )
    .addColumn('claimed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('challenge_claims')
    .addColumn('id', 'integer', id)
    .addColumn('challenge_id', 'integer', (c) =>
      c.notNull().references('challenges.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', userRef)
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('evidence_images', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(oneOf('status', ['pending', 'approved', 'rejected'])),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('reviewed_at', 'text')
    .addUniqueConstraint('challenge_claims_unique', ['challenge_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'challenge_claims',
    'challenges',
    'tournament_predictions',
    'tournament_matches',
    'tournaments',
    'wager_raffle_participants',
    'wager_raffle_prizes',
    'wager_raffle_casinos',
    'wager_raffles',
    'giveaway_winners',
    'giveaway_entries',
    'giveaways',
    'bonus_hunt_predictions',
    'bonus_hunt_games',
    'bonus_hunts',
  ]) {
    await db.schema.dropTable(t).execute();
  }
}
