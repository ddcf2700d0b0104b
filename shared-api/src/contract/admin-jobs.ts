import { z } from 'zod';
import { singleLineText } from './common';

// Admin › Jobs: the scheduler's jobs, their runs, and "Run now" (platform, /api/admin/jobs).

/** 'partial': the run finished but part of its work failed (its summary says which). */
export type AdminJobOutcome = 'ok' | 'partial' | 'error' | 'skipped';

/** One run of a job. */
export interface AdminJobRun {
  id: number;
  /** 'schedule' (the scheduler) or 'manual' (Run now). */
  trigger: 'schedule' | 'manual';
  /** Who pressed Run now (manual runs). */
  triggered_by: { id: number; username: string } | null;
  started_at: string;
  /** null while running. */
  finished_at: string | null;
  /** null while running. */
  outcome: AdminJobOutcome | null;
  summary: string | null;
  error: string | null;
}

/** A job as Admin › Jobs lists it. */
export interface AdminJob {
  name: string;
  description: string;
  /** 'Every 5 minutes', 'At set times'. */
  schedule: string;
  /** When it is next due (null before the scheduler first saw it). */
  next_run_at: string | null;
  /** True while a process holds its lease (running now). */
  running: boolean;
  last_run: AdminJobRun | null;
}

/** GET /api/admin/jobs */
export interface AdminJobsResponse {
  jobs: AdminJob[];
  /** False when this server process does not run the scheduler (SCHEDULER=off). */
  scheduler_enabled: boolean;
}

/** GET /api/admin/jobs/:name */
export interface AdminJobResponse {
  job: AdminJob;
  /** The newest runs first. */
  runs: AdminJobRun[];
}

/** POST /api/admin/jobs/:name/run */
export interface AdminRunJobResponse {
  success: true;
  run: AdminJobRun;
  job: AdminJob;
}

export const adminJobParamsSchema = z.object({
  name: singleLineText()
    .min(1, 'Job name is required')
    .max(120, 'Job name is too long')
    .regex(/^[a-z0-9][a-z0-9._-]*$/, 'Not a job name'),
});
export type AdminJobParams = z.infer<typeof adminJobParamsSchema>;
