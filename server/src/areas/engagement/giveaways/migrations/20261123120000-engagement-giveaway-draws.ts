import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../../../core/db';
import { idColumn } from '../../../../core/db/migrations/helpers';

// Commit–reveal draws of giveaways: the frozen list's hash, one password entry per member, and
// the winners staff disqualified (kept so the first draw stays visible after a redraw).
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  await db.schema.alterTable('giveaways').addColumn('list_hash', 'text').execute();
  await db.schema
    .createIndex('giveaway_entries_one_password')
    .on('giveaway_entries')
    .columns(['giveaway_id', 'user_id'])
    .unique()
    .where(sql.ref('entry_type'), '=', 'password')
    .execute();
  await db.schema
    .createTable('giveaway_disqualifications')
    .addColumn('id', 'integer', idColumn(dialect))
    .addColumn('giveaway_id', 'integer', (c) =>
      c.notNull().references('giveaways.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('giveaway_disqualifications_user', ['giveaway_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('giveaway_disqualifications').execute();
  await db.schema.dropIndex('giveaway_entries_one_password').execute();
  await db.schema.alterTable('giveaways').dropColumn('list_hash').execute();
}
