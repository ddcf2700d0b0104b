import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { DialectName } from '../index';
import { oneOf, withId } from './helpers';

// A run that did part of its work (a feed sync where some feeds failed) ends 'partial'.
const OUTCOMES = ['ok', 'partial', 'error', 'skipped'];

async function setOutcomes(db: Kysely<any>, dialect: DialectName, outcomes: string[]) {
  if (dialect === 'postgres') {
    await sql`alter table scheduler_runs drop constraint if exists scheduler_runs_outcome_check`.execute(
      db,
    );
    await sql`alter table scheduler_runs add constraint scheduler_runs_outcome_check check (${oneOf('outcome', outcomes)})`.execute(
      db,
    );
    return;
  }
  // SQLite cannot change a column's check: rebuild the table with the same rows.
  await withId(db.schema.createTable('scheduler_runs_new'), dialect)
    .addColumn('job', 'text', (c) => c.notNull())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('trigger', 'text', (c) =>
      c.notNull().check(oneOf('trigger', ['schedule', 'manual'])),
    )
    .addColumn('triggered_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .addColumn('outcome', 'text', (c) => c.check(oneOf('outcome', outcomes)))
    .addColumn('summary', 'text')
    .addColumn('error', 'text')
    .execute();
  await sql`insert into scheduler_runs_new
    (id, job, holder, trigger, triggered_by, started_at, finished_at, outcome, summary, error)
    select id, job, holder, trigger, triggered_by, started_at, finished_at, outcome, summary, error
    from scheduler_runs`.execute(db);
  await db.schema.dropTable('scheduler_runs').execute();
  await db.schema.alterTable('scheduler_runs_new').renameTo('scheduler_runs').execute();
  await db.schema
    .createIndex('scheduler_runs_job')
    .on('scheduler_runs')
    .columns(['job', 'started_at'])
    .execute();
}

export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  await setOutcomes(db, dialect, OUTCOMES);
}

export async function down(db: Kysely<any>, dialect: DialectName): Promise<void> {
  // Runs recorded as partial did finish: they read as ok under the older set.
  await db
    .updateTable('scheduler_runs')
    .set({ outcome: 'ok' })
    .where('outcome', '=', 'partial')
    .execute();
  await setOutcomes(
    db,
    dialect,
    OUTCOMES.filter((o) => o !== 'partial'),
  );
}
