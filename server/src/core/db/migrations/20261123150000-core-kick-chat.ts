import type { Kysely } from 'kysely';
import { oneOf } from './helpers';

// Kick chat webhooks (core/chat): every delivery's message id, kept so a replay (Kick retries, or
// someone resending a captured request) is recognised and processed once.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('kick_webhook_events')
    .addColumn('message_id', 'text', (c) => c.primaryKey())
    .addColumn('event_type', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) =>
      c
        .notNull()
        .defaultTo('received')
        .check(oneOf('outcome', ['received', 'processed', 'ignored', 'failed'])),
    )
    .addColumn('error', 'text')
    .execute();
  await db.schema
    .createIndex('kick_webhook_events_received')
    .on('kick_webhook_events')
    .column('received_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('kick_webhook_events').execute();
}
