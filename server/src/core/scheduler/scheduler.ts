import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Kysely, RawBuilder } from 'kysely';
import type { Clock } from '../clock';
import { addMs, iso } from '../clock';
import { dialectOf } from '../db';
import type { Database, DialectName } from '../db';
import { serviceText } from '../http/outbound';
import type { JobDefinition } from './types';

export const DEFAULT_EVERY_MS = 60_000;

export interface SchedulerOptions {
  app: FastifyInstance;
  db: Kysely<Database>;
  clock: Clock;
  log: FastifyBaseLogger;
  jobs: readonly JobDefinition[];
  /** How often (real time) the scheduler looks for due jobs. */
  tickMs?: number;
  /** How long a lease lasts without renewal; a crashed holder's lease frees after this. */
  leaseMs?: number;
  /** This process's name on the leases it takes (default host:pid:random). */
  holder?: string;
  /**
   * Tests only: the time leases and due times follow, in place of the database's clock (which
   * every process shares, whatever its own clock says).
   */
  leaseClock?: Clock;
}

export type RunOutcome = 'ok' | 'partial' | 'error' | 'skipped';

/** What one run ended with (also what runNow answers). */
export interface RunResult {
  job: string;
  runId: number | null;
  outcome: RunOutcome;
  summary: string | null;
  error: string | null;
  startedAt: string;
  finishedAt: string;
}

export class UnknownJobError extends Error {
  constructor(name: string) {
    super(`No job named '${name}'`);
    this.name = 'UnknownJobError';
  }
}

/** The next due time of a job after `after`. */
export function nextDue(job: JobDefinition, after: Date): Date {
  if (job.nextRunAt) return job.nextRunAt(after);
  return addMs(after, job.everyMs ?? DEFAULT_EVERY_MS);
}

const errorText = (error: unknown): string =>
  serviceText(error instanceof Error ? error.message : String(error), 1000);

/**
 * Runs named jobs in this process, each at most once per due time across every process on the
 * database: a run first takes the job's lease row in `scheduler_leases` with one conditional
 * UPDATE (free or expired, and due), renews it while the job runs, and on finishing frees it and
 * writes the next due time. A process that dies mid-run leaves a lease that expires after
 * `leaseMs`; the next process to tick takes it and runs the job again (jobs are idempotent).
 * Lease expiry and due times are read and written on the database's clock, inside those
 * statements: processes whose own clocks disagree by minutes still agree on them.
 */
export class Scheduler {
  readonly holder: string;
  readonly jobs: ReadonlyMap<string, JobDefinition>;
  readonly tickMs: number;
  readonly leaseMs: number;
  private readonly opts: SchedulerOptions;
  private readonly dialect: DialectName;
  private timer: NodeJS.Timeout | null = null;
  /** Jobs being looked at or run by this process (one at a time per job). */
  private readonly busy = new Map<string, Promise<unknown>>();
  private stopped = false;

  constructor(opts: SchedulerOptions) {
    this.opts = opts;
    this.dialect = dialectOf(opts.db);
    this.tickMs = opts.tickMs ?? 5_000;
    this.leaseMs = opts.leaseMs ?? 60_000;
    this.holder =
      opts.holder ?? `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
    const jobs = new Map<string, JobDefinition>();
    for (const job of opts.jobs) {
      if (jobs.has(job.name)) throw new Error(`Job '${job.name}' is defined twice`);
      jobs.set(job.name, job);
    }
    this.jobs = jobs;
  }

  /** True while the timer runs (the app started it). */
  get started(): boolean {
    return this.timer !== null;
  }

  /** Starts looking for due jobs every tickMs (and once right away). */
  start(): void {
    if (this.timer) return;
    this.stopped = false;
    this.timer = setInterval(() => void this.tick(), this.tickMs);
    this.timer.unref?.();
    void this.tick();
  }

  /**
   * Stops ticking and waits up to `waitMs` for the runs in progress, which free their leases as
   * they finish. A run still going after that keeps its lease until it expires, as after a crash.
   */
  async stop(waitMs = 10_000): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    const pending = Promise.allSettled([...this.busy.values()]);
    let timeout: NodeJS.Timeout | undefined;
    await Promise.race([
      pending,
      new Promise<void>((resolve) => {
        timeout = setTimeout(resolve, waitMs);
      }),
    ]);
    clearTimeout(timeout);
  }

  /**
   * One look at every job: runs those that are due and whose lease is free; resolves when the
   * runs it started have finished. A job this process is already running is left alone, and a
   * long run never holds up the other jobs (each tick of the timer looks at every job again).
   */
  async tick(): Promise<void> {
    await Promise.all(
      [...this.jobs.values()].map(async (job) => {
        if (this.stopped || this.busy.has(job.name)) return;
        try {
          await this.track(job.name, this.runIfDue(job));
        } catch (error) {
          this.opts.log.error({ err: error, job: job.name }, 'scheduler: tick failed');
        }
      }),
    );
  }

  /** Runs the job if it is due and its lease is free; answers the run, or null when not run. */
  async runIfDue(job: JobDefinition): Promise<RunResult | null> {
    await this.ensureRow(job);
    const leasedAt = await this.acquire(job.name, { due: true });
    if (!leasedAt) return null;
    return this.execute(job, leasedAt, { trigger: 'schedule', by: null });
  }

  /**
   * The scheduler's "now" plus `offsetMs`, as the stored ISO text (2026-11-23T12:00:00.000Z),
   * evaluated by the database inside the statement it is part of.
   */
  private dbTime(offsetMs = 0): RawBuilder<string> {
    const { leaseClock } = this.opts;
    if (leaseClock) return sql<string>`${iso(addMs(leaseClock(), offsetMs))}`;
    if (this.dialect === 'postgres')
      return sql<string>`to_char((now() + cast(${`${offsetMs} milliseconds`} as interval)) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
    return sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ${`${offsetMs / 1000} seconds`})`;
  }

  /** The time leases and due times follow: the database's clock. */
  async now(): Promise<Date> {
    const r = await sql<{ now: string }>`select ${this.dbTime()} as now`.execute(this.opts.db);
    return new Date(r.rows[0]!.now);
  }

  /**
   * Runs the job now, whatever its schedule (Admin › Jobs "Run now"), taking its lease like a
   * scheduled run; when another run holds it, records and answers a 'skipped' run.
   */
  async runNow(name: string, by: number | null = null): Promise<RunResult> {
    const job = this.jobs.get(name);
    if (!job) throw new UnknownJobError(name);
    await this.ensureRow(job);
    const leasedAt = await this.acquire(name, { due: false });
    if (!leasedAt) {
      const nowIso = iso(this.opts.clock());
      const summary = 'Already running (its lease is held)';
      const r = await this.opts.db
        .insertInto('scheduler_runs')
        .values({
          job: name,
          holder: this.holder,
          trigger: 'manual',
          triggered_by: by,
          started_at: nowIso,
          finished_at: nowIso,
          outcome: 'skipped',
          summary,
          error: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      this.opts.app.metrics?.jobRun(name, 'skipped');
      return {
        job: name,
        runId: Number(r.id),
        outcome: 'skipped',
        summary,
        error: null,
        startedAt: nowIso,
        finishedAt: nowIso,
      };
    }
    return this.track(name, this.execute(job, leasedAt, { trigger: 'manual', by }));
  }

  /** Marks the job busy in this process until `work` settles (stop() waits for it). */
  private track<T>(name: string, work: Promise<T>): Promise<T> {
    const done = work.finally(() => {
      if (this.busy.get(name) === done) this.busy.delete(name);
    });
    this.busy.set(name, done);
    return done;
  }

  /** The job's lease row, created free on first sight with its first due time. */
  private async ensureRow(job: JobDefinition): Promise<void> {
    const now = this.dbTime();
    await this.opts.db
      .insertInto('scheduler_leases')
      .values({
        name: job.name,
        holder: '',
        expires_at: now,
        updated_at: now,
        // An interval job is due at once; a timed one at its next time.
        next_run_at: job.nextRunAt ? iso(job.nextRunAt(await this.now())) : now,
      })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
  }

  /**
   * Takes the lease when it is free or expired (and, for a scheduled run, the job is due), all
   * on the database's clock in one statement; answers that clock's time of taking it, or null.
   */
  private async acquire(name: string, { due }: { due: boolean }): Promise<Date | null> {
    const now = this.dbTime();
    let q = this.opts.db
      .updateTable('scheduler_leases')
      .set({ holder: this.holder, expires_at: this.dbTime(this.leaseMs), updated_at: now })
      .where('name', '=', name)
      .where('expires_at', '<=', now);
    if (due)
      q = q.where((eb) => eb.or([eb('next_run_at', 'is', null), eb('next_run_at', '<=', now)]));
    const r = await q.returning('updated_at').executeTakeFirst();
    return r ? new Date(r.updated_at) : null;
  }

  private async execute(
    job: JobDefinition,
    leasedAt: Date,
    { trigger, by }: { trigger: 'schedule' | 'manual'; by: number | null },
  ): Promise<RunResult> {
    const { db, clock, log } = this.opts;
    // The run's record and the job itself see the app's clock; only the schedule follows the
    // database's.
    const now = clock();
    const startedAt = iso(now);
    // Runs another process left unfinished (it stopped while holding the lease) end as errors.
    await db
      .updateTable('scheduler_runs')
      .set({
        finished_at: startedAt,
        outcome: 'error',
        error: 'The process running it stopped before it finished (its lease expired)',
      })
      .where('job', '=', job.name)
      .where('finished_at', 'is', null)
      .execute();
    const run = await db
      .insertInto('scheduler_runs')
      .values({
        job: job.name,
        holder: this.holder,
        trigger,
        triggered_by: by,
        started_at: startedAt,
        finished_at: null,
        outcome: null,
        summary: null,
        error: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const runId = Number(run.id);

    // Renew the lease while the job runs.
    const renew = setInterval(
      () => {
        db.updateTable('scheduler_leases')
          .set({ expires_at: this.dbTime(this.leaseMs), updated_at: this.dbTime() })
          .where('name', '=', job.name)
          .where('holder', '=', this.holder)
          .execute()
          .catch((error) => log.warn({ err: error, job: job.name }, 'scheduler: renew failed'));
      },
      Math.max(10, Math.floor(this.leaseMs / 3)),
    );
    renew.unref?.();

    let outcome: RunOutcome = 'ok';
    let summary: string | null = null;
    let error: string | null = null;
    try {
      const out = await job.run({ app: this.opts.app, db, now, log });
      const text = typeof out === 'object' && out ? out.summary : out;
      summary = typeof text === 'string' && text ? text.slice(0, 500) : null;
      if (typeof out === 'object' && out) outcome = out.outcome;
    } catch (e) {
      outcome = 'error';
      error = errorText(e);
      log.error({ err: e, job: job.name }, 'scheduler: job failed');
    } finally {
      clearInterval(renew);
    }

    const finishedAt = iso(clock());
    await db
      .updateTable('scheduler_runs')
      .set({ finished_at: finishedAt, outcome, summary, error })
      .where('id', '=', runId)
      .execute();
    // Free the lease (only if it is still ours); a scheduled run also sets the next due time,
    // counted from when the lease was taken on the database's clock.
    await db
      .updateTable('scheduler_leases')
      .set({
        holder: '',
        expires_at: this.dbTime(),
        updated_at: this.dbTime(),
        ...(trigger === 'schedule' ? { next_run_at: iso(nextDue(job, leasedAt)) } : {}),
      })
      .where('name', '=', job.name)
      .where('holder', '=', this.holder)
      .execute();
    this.opts.app.metrics?.jobRun(job.name, outcome);
    return { job: job.name, runId, outcome, summary, error, startedAt, finishedAt };
  }
}
