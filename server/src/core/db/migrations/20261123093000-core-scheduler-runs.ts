import type { Kysely } from 'kysely';
import type { DialectName } from '../index';
import { oneOf, withId } from './helpers';

// The scheduler: each job's next due time on its lease row, and the record of its runs.
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  // When the job is next due (null: due now); kept on the lease row, which outlives each run.
  await db.schema.alterTable('scheduler_leases').addColumn('next_run_at', 'text').execute();
  await withId(db.schema.createTable('scheduler_runs'), dialect)
    .addColumn('job', 'text', (c) => c.notNull())
    // The process that ran it (host:pid:random), so a run left unfinished by a crash is known.
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('trigger', 'text', (c) =>
      c.notNull().check(oneOf('trigger', ['schedule', 'manual'])),
    )
    .addColumn('triggered_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    // null while running.
    .addColumn('outcome', 'text', (c) => c.check(oneOf('outcome', ['ok', 'error', 'skipped'])))
    .addColumn('summary', 'text')
    .addColumn('error', 'text')
    .execute();
  await db.schema
    .createIndex('scheduler_runs_job')
    .on('scheduler_runs')
    .columns(['job', 'started_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('scheduler_runs').execute();
  await db.schema.alterTable('scheduler_leases').dropColumn('next_run_at').execute();
}
