import type { Kysely } from 'kysely';

// Banned members (Admin › Members): their sessions end and login is refused while banned_at is set.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('banned_at', 'text').execute();
  await db.schema.alterTable('users').addColumn('ban_reason', 'text').execute();
  await db.schema
    .alterTable('users')
    .addColumn('banned_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('banned_by').execute();
  await db.schema.alterTable('users').dropColumn('ban_reason').execute();
  await db.schema.alterTable('users').dropColumn('banned_at').execute();
}
