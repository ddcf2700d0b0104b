import type { Kysely } from 'kysely';
import type { DialectName } from '../../../../core/db/index';
import { idColumn } from '../../../../core/db/migrations/helpers';

// The staff inbox: who a ticket is assigned to, and internal notes members never see.
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  await db.schema
    .alterTable('tickets')
    .addColumn('assignee_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('tickets_status_activity')
    .on('tickets')
    .columns(['status', 'updated_at'])
    .execute();
  await db.schema
    .createTable('ticket_notes')
    .addColumn('id', 'integer', idColumn(dialect))
    .addColumn('ticket_id', 'integer', (c) =>
      c.notNull().references('tickets.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ticket_notes_ticket')
    .on('ticket_notes')
    .columns(['ticket_id', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('ticket_notes').execute();
  await db.schema.dropIndex('tickets_status_activity').execute();
  await db.schema.alterTable('tickets').dropColumn('assignee_id').execute();
}
