import type { Kysely } from 'kysely';
import type { DialectName } from '../index';
import { bool, withId } from './helpers';

// Registry entries an admin set from Admin › Remotes. Every change is a new row; a rollback marks
// the newest live row of the remote reverted, so the one before it (or the file/built-in entry)
// serves again. Rows are never deleted: the history stays.
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  await withId(db.schema.createTable('remote_overrides'), dialect)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('manifest', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    // JSON list of route patterns, and of sidebar entries.
    .addColumn('paths', 'text', (c) => c.notNull())
    .addColumn('nav', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('admin', 'integer', bool('admin', 0))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('reverted_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reverted_at', 'text')
    .execute();
  await db.schema
    .createIndex('remote_overrides_name')
    .on('remote_overrides')
    .columns(['name', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('remote_overrides').execute();
}
