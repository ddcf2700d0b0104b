import type { Kysely } from 'kysely';

/**
 * The viewer who plays a hunt's slot when they are no member of the site: a Kick name typed by
 * staff or the caller of a `!call` whose Kick account is not linked (`user_id` stays the member).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('bonus_hunt_games')
    .addColumn('player_kick_username', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('bonus_hunt_games').dropColumn('player_kick_username').execute();
}
