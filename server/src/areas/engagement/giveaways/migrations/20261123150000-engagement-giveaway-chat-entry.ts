import type { Kysely } from 'kysely';
import { bool } from '../../../../core/db/migrations/helpers';

// Giveaway entry from the stream's Kick chat: on or off per giveaway, with its own keyword or
// (null) the default from Admin › Stream.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('giveaways')
    .addColumn('chat_entry', 'integer', bool('chat_entry', 0))
    .execute();
  await db.schema.alterTable('giveaways').addColumn('chat_keyword', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('giveaways').dropColumn('chat_keyword').execute();
  await db.schema.alterTable('giveaways').dropColumn('chat_entry').execute();
}
