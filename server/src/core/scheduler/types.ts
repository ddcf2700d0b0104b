import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db';

/** What a job's run gets. */
export interface JobContext {
  app: FastifyInstance;
  db: Kysely<Database>;
  /** The scheduler's clock at the start of the run (the app's clock). */
  now: Date;
  log: FastifyBaseLogger;
}

/** What a run answers: nothing, a summary, or a summary with the run's outcome. */
export type JobRunReturn = string | void | { outcome: 'ok' | 'partial'; summary: string };

/**
 * A named timed job. The scheduler (core/scheduler) runs it in exactly one server process at a
 * time (a lease row in `scheduler_leases`), every `everyMs`, or at the times `nextRunAt` gives.
 * A run must be idempotent: it acts on what is due in the database ("giveaways whose end has
 * passed and are not drawn"), so a run repeated or taken over after a crash changes nothing twice.
 */
export interface JobDefinition {
  /** Unique, dotted by owner: 'core.sessions.purge', 'engagement.giveaways.draw-due'. */
  name: string;
  /** One line for Admin › Jobs. */
  description: string;
  /** Run every this many milliseconds (default 60 000). */
  everyMs?: number;
  /** Or: the next run after `after` (a time of day, a period's end…); wins over everyMs. */
  nextRunAt?: (after: Date) => Date;
  /**
   * Does the work; may return a one-line summary ('drew 2 giveaways') shown in Admin › Jobs, or
   * `{ outcome: 'partial', summary }` when part of it failed (the run shows as partial, not ok).
   */
  run: (ctx: JobContext) => Promise<JobRunReturn>;
}
