import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../../../core/db/index';
import { bool, idColumn } from '../../../../core/db/migrations/helpers';

// Tournaments, their matches and predictions. One part of the founding migration 20260101000200-engagement: each owner keeps its part under
// that recorded name (FOUNDING_MIGRATIONS in core/db/migrations/index.ts).
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const id = idColumn(dialect);
  const userRef = (c: any) => c.notNull().references('users.id').onDelete('cascade');

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
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['tournament_predictions', 'tournament_matches', 'tournaments']) {
    await db.schema.dropTable(t).execute();
  }
}
