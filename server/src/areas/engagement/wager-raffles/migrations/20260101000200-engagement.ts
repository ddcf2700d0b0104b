import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../../../core/db/index';
import { bool, idColumn, oneOf } from '../../../../core/db/migrations/helpers';

// Wager raffles, their casinos, prizes and participants. One part of the founding migration 20260101000200-engagement: each owner keeps its part under
// that recorded name (FOUNDING_MIGRATIONS in core/db/migrations/index.ts).
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const id = idColumn(dialect);
  const userRef = (c: any) => c.notNull().references('users.id').onDelete('cascade');

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
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'wager_raffle_participants',
    'wager_raffle_prizes',
    'wager_raffle_casinos',
    'wager_raffles',
  ]) {
    await db.schema.dropTable(t).execute();
  }
}
