import type { Kysely } from 'kysely';
import type { DialectName } from '../index';
import { withId } from './helpers';

// The audit log: one row per staff action in any area (who, what, which record, before/after).
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  await withId(db.schema.createTable('audit_log'), dialect)
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    // The area ('site', 'members', 'remotes', 'community', 'engagement', …).
    .addColumn('area', 'text', (c) => c.notNull())
    // What was done, as 'entity.verb' ('giveaway.create', 'member.ban', …).
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text')
    // JSON of the record before and after the change (null when it did not exist).
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_created').on('audit_log').column('created_at').execute();
  await db.schema
    .createIndex('audit_log_actor')
    .on('audit_log')
    .columns(['actor_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('audit_log_area')
    .on('audit_log')
    .columns(['area', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
}
