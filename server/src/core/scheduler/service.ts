import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import type { AdminJob, AdminJobRun } from '@lobby/shared-api/contract';
import { iso } from '../clock';
import type { Db } from '../db';
import type { SchedulerRunsTable } from '../db/tables';
import { findUsersByIds } from '../users/repository';
import { DEFAULT_EVERY_MS } from './scheduler';
import type { JobDefinition } from './types';

type RunRow = Selectable<SchedulerRunsTable>;

const UNITS: [number, string][] = [
  [86_400_000, 'day'],
  [3_600_000, 'hour'],
  [60_000, 'minute'],
  [1_000, 'second'],
];

/** 'Every 5 minutes', 'Every hour', 'At set times'. */
export function describeSchedule(job: JobDefinition): string {
  if (job.nextRunAt) return 'At set times';
  const ms = job.everyMs ?? DEFAULT_EVERY_MS;
  for (const [size, unit] of UNITS) {
    if (ms >= size && ms % size === 0) {
      const n = ms / size;
      return n === 1 ? `Every ${unit}` : `Every ${n} ${unit}s`;
    }
  }
  return `Every ${ms} ms`;
}

async function toRuns(db: Db, rows: RunRow[]): Promise<AdminJobRun[]> {
  const users = new Map(
    (
      await findUsersByIds(
        db,
        rows.flatMap((r) => (r.triggered_by ? [r.triggered_by] : [])),
      )
    ).map((u) => [u.id, u]),
  );
  return rows.map((r) => {
    const by = r.triggered_by ? users.get(r.triggered_by) : undefined;
    return {
      id: Number(r.id),
      trigger: r.trigger,
      triggered_by: by ? { id: by.id, username: by.username } : null,
      started_at: r.started_at,
      finished_at: r.finished_at,
      outcome: r.outcome,
      summary: r.summary,
      error: r.error,
    };
  });
}

/** Every job of the app's scheduler with its schedule, lease state and last run. */
export async function listJobs(app: FastifyInstance, only?: string): Promise<AdminJob[]> {
  const { db } = app;
  const jobs = [...app.scheduler.jobs.values()].filter((j) => !only || j.name === only);
  if (!jobs.length) return [];
  const names = jobs.map((j) => j.name);
  const leases = new Map(
    (await db.selectFrom('scheduler_leases').selectAll().where('name', 'in', names).execute()).map(
      (l) => [l.name, l],
    ),
  );
  const lastIds = db
    .selectFrom('scheduler_runs')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('job', 'in', names)
    .groupBy('job');
  const lastRows = await db
    .selectFrom('scheduler_runs')
    .selectAll()
    .where('id', 'in', lastIds)
    .execute();
  const last = new Map((await toRuns(db, lastRows)).map((r, i) => [lastRows[i]!.job, r]));
  // The lease's expiry is on the database's clock, like every lease decision.
  const nowIso = iso(await app.scheduler.now());
  return jobs.map((job) => {
    const lease = leases.get(job.name);
    return {
      name: job.name,
      description: job.description,
      schedule: describeSchedule(job),
      next_run_at: lease?.next_run_at ?? null,
      running: !!lease && lease.holder !== '' && lease.expires_at > nowIso,
      last_run: last.get(job.name) ?? null,
    };
  });
}

/** The newest `limit` runs of a job. */
export async function listRuns(db: Db, job: string, limit = 20): Promise<AdminJobRun[]> {
  const rows = await db
    .selectFrom('scheduler_runs')
    .selectAll()
    .where('job', '=', job)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return toRuns(db, rows);
}

export async function findRun(db: Db, id: number): Promise<AdminJobRun | null> {
  const rows = await db.selectFrom('scheduler_runs').selectAll().where('id', '=', id).execute();
  return (await toRuns(db, rows))[0] ?? null;
}
