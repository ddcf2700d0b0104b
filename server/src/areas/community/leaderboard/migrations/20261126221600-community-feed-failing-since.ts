import type { Kysely } from 'kysely';

// When a feed's current run of failures began (null while it works): the admin dashboard says
// how long a feed has been failing, which `last_sync_at` (the latest attempt) cannot tell.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('platform_feeds').addColumn('failing_since', 'text').execute();
  await db
    .updateTable('platform_feeds')
    .set((eb) => ({ failing_since: eb.ref('last_sync_at') }))
    .where('failures', '>', 0)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('platform_feeds').dropColumn('failing_since').execute();
}
