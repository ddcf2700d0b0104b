import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../../../core/db';
import { idColumn, oneOf } from '../../../../core/db/migrations/helpers';

// `!call <slot>` from the stream's Kick chat: call sessions (one open at a time), one request per
// viewer per session, and a blacklist of viewers and slots.
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('slot_call_sessions')
    .addColumn('id', 'integer', idColumn(dialect))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(oneOf('status', ['open', 'closed'])))
    .addColumn('opened_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('opened_at', 'text', (c) => c.notNull())
    .addColumn('closed_at', 'text')
    .execute();
  // At most one open session.
  await db.schema
    .createIndex('slot_call_sessions_one_open')
    .on('slot_call_sessions')
    .column('status')
    .unique()
    .where(sql.ref('status'), '=', 'open')
    .execute();
  await db.schema
    .createTable('slot_calls')
    .addColumn('id', 'integer', idColumn(dialect))
    .addColumn('session_id', 'integer', (c) =>
      c.notNull().references('slot_call_sessions.id').onDelete('cascade'),
    )
    .addColumn('kick_user_id', 'text', (c) => c.notNull())
    .addColumn('kick_username', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('slot_id', 'integer', (c) => c.notNull().references('slots.id').onDelete('cascade'))
    .addColumn('requested', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('queued')
        .check(oneOf('status', ['queued', 'played', 'skipped'])),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('slot_calls_one_per_viewer', ['session_id', 'kick_user_id'])
    .execute();
  await db.schema
    .createTable('slot_call_blacklist')
    .addColumn('id', 'integer', idColumn(dialect))
    .addColumn('kind', 'text', (c) => c.notNull().check(oneOf('kind', ['viewer', 'slot'])))
    .addColumn('kick_username_key', 'text')
    .addColumn('slot_id', 'integer', (c) => c.references('slots.id').onDelete('cascade'))
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('slot_call_blacklist_viewer', ['kick_username_key'])
    .addUniqueConstraint('slot_call_blacklist_slot', ['slot_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('slot_call_blacklist').execute();
  await db.schema.dropTable('slot_calls').execute();
  await db.schema.dropTable('slot_call_sessions').execute();
}
