import { sql } from 'kysely';
import { pruneOauthStates } from '../accounts/oauth-states';
import { deliverDueAnnouncements } from '../announce/service';
import { iso } from '../clock';
import type { Db } from '../db';
import { purgeExpiredRateLimits } from '../http/rate-limit';
import { sendDuePayouts } from '../payouts/jobs';
import { pruneExpiredSessions } from '../sessions/repository';
import type { JobDefinition } from './types';

/** How many runs of each job Admin › Jobs keeps. */
export const KEEP_RUNS_PER_JOB = 50;

const HOUR = 3_600_000;

/** Deletes expired sessions (absolute or idle) and expired OAuth states; answers the counts. */
export async function purgeExpiredSessions(
  db: Db,
  now: Date,
): Promise<{ sessions: number; oauthStates: number }> {
  const nowIso = iso(now);
  // States first: deleting a session also deletes its states (cascade), expired or not.
  const oauthStates = await pruneOauthStates(db, nowIso);
  const sessions = await pruneExpiredSessions(db, nowIso);
  return { sessions, oauthStates };
}

/** Keeps the newest `keep` finished runs of each job; answers how many were deleted. */
export async function pruneSchedulerRuns(db: Db, keep = KEEP_RUNS_PER_JOB): Promise<number> {
  const r = await db
    .deleteFrom('scheduler_runs')
    .where('finished_at', 'is not', null)
    .where(
      'id',
      'in',
      sql<number>`(select id from (select id, row_number() over (partition by job order by started_at desc, id desc) as rn from scheduler_runs) ranked where rn > ${keep})`,
    )
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The platform's own timed jobs (the areas add theirs through AreaModule.jobs). */
export const CORE_JOBS: readonly JobDefinition[] = [
  {
    name: 'core.sessions.purge',
    description: 'Deletes expired sessions and unfinished logins (OAuth states).',
    everyMs: HOUR,
    async run({ db, now }) {
      const { sessions, oauthStates } = await purgeExpiredSessions(db, now);
      return `Deleted ${plural(sessions, 'session', 'sessions')} and ${plural(oauthStates, 'login state', 'login states')}`;
    },
  },
  {
    name: 'core.rate-limits.purge',
    description: 'Deletes rate-limit counters whose window has ended.',
    everyMs: HOUR,
    async run({ db, now }) {
      const n = await purgeExpiredRateLimits(db, now);
      return `Deleted ${plural(n, 'counter', 'counters')}`;
    },
  },
  {
    name: 'core.payouts.send',
    description:
      'Sends due automatic payouts through the casinos’ tipping APIs (same nonce on every retry).',
    everyMs: 30_000,
    run: ({ app, db, now }) => sendDuePayouts({ db, now, timeoutMs: app.config.outboundTimeoutMs }),
  },
  {
    name: 'core.announce.deliver',
    description:
      'Posts queued announcements to Kick chat and the Discord webhook; failures retry with backoff.',
    everyMs: 15_000,
    run: ({ app, now }) => deliverDueAnnouncements(app, now),
  },
  {
    name: 'core.scheduler.prune-runs',
    description: `Keeps the last ${KEEP_RUNS_PER_JOB} runs of each job.`,
    everyMs: 6 * HOUR,
    async run({ db }) {
      const n = await pruneSchedulerRuns(db);
      return `Deleted ${plural(n, 'old run', 'old runs')}`;
    },
  },
];
