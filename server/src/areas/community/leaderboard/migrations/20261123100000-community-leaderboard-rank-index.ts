import type { Kysely } from 'kysely';

// The ranked list orders a period's entries by wagered (desc), ties by username: with this index
// a page of a 100,000-player period is read in order, never sorted.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('leaderboard_entries_ranked')
    .on('leaderboard_entries')
    .columns(['leaderboard_id', 'wagered desc', 'username'])
    .execute();
  await db.schema.dropIndex('leaderboard_entries_rank').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('leaderboard_entries_rank')
    .on('leaderboard_entries')
    .columns(['leaderboard_id', 'wagered'])
    .execute();
  await db.schema.dropIndex('leaderboard_entries_ranked').execute();
}
