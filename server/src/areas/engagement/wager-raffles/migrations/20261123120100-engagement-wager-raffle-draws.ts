import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../../../core/db';
import { idColumn } from '../../../../core/db/migrations/helpers';

// Wager raffles: tickets recomputed from wager data against a baseline taken at the start,
// frozen at the end; commit–reveal draws with the frozen ranges' hash; winners staff
// disqualified (kept so the first draw stays visible after a redraw).
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  await db.schema.alterTable('wager_raffles').addColumn('baseline_at', 'text').execute();
  await db.schema.alterTable('wager_raffles').addColumn('frozen_at', 'text').execute();
  await db.schema.alterTable('wager_raffles').addColumn('list_hash', 'text').execute();
  // Raffles drawn before tickets were recomputed keep the tickets they were drawn with.
  await db
    .updateTable('wager_raffles')
    .set({ frozen_at: sql.ref('drawn_at'), baseline_at: sql.ref('start_date') })
    .where('drawn_at', 'is not', null)
    .execute();
  await db.schema
    .createTable('wager_raffle_baselines')
    .addColumn('raffle_id', 'integer', (c) =>
      c.notNull().references('wager_raffles.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('platform_id', 'integer', (c) =>
      c.notNull().references('platforms.id').onDelete('cascade'),
    )
    .addColumn('total_wagered', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('wager_raffle_baselines_pk', ['raffle_id', 'user_id', 'platform_id'])
    .execute();
  await db.schema
    .createTable('wager_raffle_disqualifications')
    .addColumn('id', 'integer', idColumn(dialect))
    .addColumn('raffle_id', 'integer', (c) =>
      c.notNull().references('wager_raffles.id').onDelete('cascade'),
    )
    .addColumn('prize_id', 'integer', (c) =>
      c.notNull().references('wager_raffle_prizes.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('winning_ticket_number', 'integer')
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('wager_raffle_disqualifications_user', ['raffle_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('wager_raffle_disqualifications').execute();
  await db.schema.dropTable('wager_raffle_baselines').execute();
  for (const c of ['list_hash', 'frozen_at', 'baseline_at'])
    await db.schema.alterTable('wager_raffles').dropColumn(c).execute();
}
