import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { DialectName } from '../index';
import { bool, oneOf, withId } from './helpers';

// Admin › Remotes, second part. A removal is one more admin entry (`removed` = 1) so it is undone
// by the same Roll back and stays in the history. A canary release serves a second build of a
// remote to a share of visitors beside the stable one; the shell's reports count loads and
// failures of each side here, in the database, so every server process judges the same numbers.
// At most one canary per remote is under way (ended_at null).
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  await db.schema
    .alterTable('remote_overrides')
    .addColumn('removed', 'integer', bool('removed', 0))
    .execute();
  await withId(db.schema.createTable('remote_canaries'), dialect)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('manifest', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('paths', 'text', (c) => c.notNull())
    .addColumn('nav', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('admin', 'integer', bool('admin', 0))
    // The share of visitors (1–99) whose cohort loads the canary.
    .addColumn('percent', 'integer', (c) => c.notNull().check(sql`percent between 1 and 99`))
    .addColumn('stable_version', 'text', (c) => c.notNull())
    .addColumn('stable_loads', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('stable_failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('canary_loads', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('canary_failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('ended_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('ended_at', 'text')
    .addColumn('outcome', 'text', (c) =>
      c.check(sql`outcome is null or ${oneOf('outcome', ['promoted', 'stopped', 'rolled_back'])}`),
    )
    .addColumn('reason', 'text')
    .execute();
  await db.schema
    .createIndex('remote_canaries_one_open')
    .on('remote_canaries')
    .column('name')
    .unique()
    .where(sql.ref('ended_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('remote_canaries').execute();
  await db.schema.alterTable('remote_overrides').dropColumn('removed').execute();
}
