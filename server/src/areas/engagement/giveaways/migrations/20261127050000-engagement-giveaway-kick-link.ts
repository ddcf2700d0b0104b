import type { Kysely } from 'kysely';
import { bool } from '../../../../core/db/migrations/helpers';

// Per giveaway: only members whose Kick account is linked may enter (they enter under it).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('giveaways')
    .addColumn('require_kick_link', 'integer', bool('require_kick_link', 0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('giveaways').dropColumn('require_kick_link').execute();
}
