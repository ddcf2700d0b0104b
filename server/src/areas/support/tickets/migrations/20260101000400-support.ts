import type { Kysely } from 'kysely';
import type { DialectName } from '../../../../core/db/index';
import { bool, idColumn, oneOf } from '../../../../core/db/migrations/helpers';

// Support tickets with replies and attachments.
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const id = idColumn(dialect);

  await db.schema
    .createTable('tickets')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) =>
      c
        .notNull()
        .check(oneOf('category', ['account', 'payment', 'technical', 'bug', 'feature', 'other'])),
    )
    .addColumn('priority', 'text', (c) =>
      c
        .notNull()
        .defaultTo('medium')
        .check(oneOf('priority', ['low', 'medium', 'high', 'urgent'])),
    )
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('open')
        .check(oneOf('status', ['open', 'in_progress', 'waiting', 'resolved', 'closed'])),
    )
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('last_reply_at', 'text')
    .execute();
  await db.schema.createIndex('tickets_user').on('tickets').columns(['user_id', 'id']).execute();

  await db.schema
    .createTable('ticket_replies')
    .addColumn('id', 'integer', id)
    .addColumn('ticket_id', 'integer', (c) =>
      c.notNull().references('tickets.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('is_staff', 'integer', bool('is_staff', 0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ticket_replies_ticket')
    .on('ticket_replies')
    .columns(['ticket_id', 'id'])
    .execute();

  await db.schema
    .createTable('ticket_attachments')
    .addColumn('id', 'integer', id)
    .addColumn('ticket_id', 'integer', (c) =>
      c.notNull().references('tickets.id').onDelete('cascade'),
    )
    .addColumn('reply_id', 'integer', (c) => c.references('ticket_replies.id').onDelete('cascade'))
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('stored_name', 'text', (c) => c.notNull().unique())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ticket_attachments_ticket')
    .on('ticket_attachments')
    .column('ticket_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['ticket_attachments', 'ticket_replies', 'tickets'])
    await db.schema.dropTable(t).execute();
}
