import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { DialectName } from '../index';
import { idColumn, oneOf } from './helpers';

// Announcements (core/announce): one row per message and destination, delivered by a job with
// retries and backoff; `dedupe_key` keeps an event announced once per destination.
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('announcements')
    .addColumn('id', 'integer', idColumn(dialect))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull().check(oneOf('target', ['kick', 'discord'])))
    .addColumn('dedupe_key', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(oneOf('status', ['pending', 'sent', 'failed'])),
    )
    .addColumn('attempts', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`attempts >= 0`),
    )
    .addColumn('next_attempt_at', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .addUniqueConstraint('announcements_once', ['dedupe_key', 'target'])
    .execute();
  await db.schema
    .createIndex('announcements_due')
    .on('announcements')
    .columns(['status', 'next_attempt_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('announcements').execute();
}
