import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../../../core/db/index';
import { bool, idColumn } from '../../../../core/db/migrations/helpers';

// Bonus hunts, their games and predictions. One part of the founding migration 20260101000200-engagement: each owner keeps its part under
// that recorded name (FOUNDING_MIGRATIONS in core/db/migrations/index.ts).
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
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['bonus_hunt_predictions', 'bonus_hunt_games', 'bonus_hunts']) {
    await db.schema.dropTable(t).execute();
  }
}
