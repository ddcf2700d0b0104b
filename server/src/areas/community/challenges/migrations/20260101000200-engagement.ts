import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../../../core/db/index';
import { bool, idColumn, oneOf } from '../../../../core/db/migrations/helpers';

// Challenges and their claims. One part of the founding migration 20260101000200-engagement: each owner keeps its part under
// that recorded name (FOUNDING_MIGRATIONS in core/db/migrations/index.ts).
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const id = idColumn(dialect);
  const userRef = (c: any) => c.notNull().references('users.id').onDelete('cascade');

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
  for (const t of ['challenge_claims', 'challenges']) {
    await db.schema.dropTable(t).execute();
  }
}
