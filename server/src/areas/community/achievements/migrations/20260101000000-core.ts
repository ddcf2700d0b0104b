import type { Kysely } from 'kysely';
import type { DialectName } from '../../../../core/db/index';
import { idColumn, oneOf } from '../../../../core/db/migrations/helpers';

// Achievements and the members who earned them. One part of the founding migration 20260101000000-core: each owner keeps its part under
// that recorded name (FOUNDING_MIGRATIONS in core/db/migrations/index.ts).
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const id = idColumn(dialect);

  await db.schema
    .createTable('achievements')
    .addColumn('id', 'integer', id)
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('icon', 'text')
    .addColumn('badge_color', 'text')
    .addColumn('points', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('xp_reward', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('rarity', 'text', (c) =>
      c
        .notNull()
        .defaultTo('common')
        .check(oneOf('rarity', ['common', 'rare', 'epic', 'legendary'])),
    )
    .execute();

  await db.schema
    .createTable('user_achievements')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('achievement_id', 'integer', (c) =>
      c.notNull().references('achievements.id').onDelete('cascade'),
    )
    .addColumn('unlocked_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('user_achievements_unique', ['user_id', 'achievement_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['user_achievements', 'achievements']) {
    await db.schema.dropTable(t).execute();
  }
}
