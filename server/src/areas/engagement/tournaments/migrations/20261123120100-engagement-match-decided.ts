import type { Kysely } from 'kysely';

/** When a match's winner was set (the accuracy leaderboard's 30-day window). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('tournament_matches').addColumn('decided_at', 'text').execute();
  await db.schema
    .createIndex('tournament_predictions_match')
    .on('tournament_predictions')
    .columns(['match_id', 'predicted_winner_name'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('tournament_predictions_match').execute();
  await db.schema.alterTable('tournament_matches').dropColumn('decided_at').execute();
}
