import type { JobDefinition } from '../../../core/scheduler/types';
import { rolloverDuePeriods } from './rollover';
import { syncDueFeeds } from './sync';

/** Syncs every platform whose feed is due (its interval passed, or its backoff ended). */
export const leaderboardSyncJob: JobDefinition = {
  name: 'community.leaderboards.sync',
  description: 'Fetches the wagers of each casino feed that is due and updates its leaderboard',
  everyMs: 60_000,
  async run({ app, db, now }) {
    const result = await syncDueFeeds(db, now, { onOutcome: app.metrics?.feedSync });
    // Open /leaderboard pages refetch (live channel); nothing to say when no feed was due.
    if (result.summary !== 'no feed due') app.live.publish('leaderboard', { type: 'sync' });
    return result;
  },
};

/** Closes periods at their end (final standings, winners, notifications) and opens the next. */
export const leaderboardRolloverJob: JobDefinition = {
  name: 'community.leaderboards.rollover',
  description:
    'Closes leaderboard periods that ended, records prize winners and opens the next period',
  everyMs: 60_000,
  async run({ db, now }) {
    const r = await rolloverDuePeriods(db, now);
    return r.closed
      ? `closed ${r.closed} periods, recorded ${r.winners} winners, opened ${r.opened}`
      : 'no period due';
  },
};

export const leaderboardJobs = [leaderboardSyncJob, leaderboardRolloverJob] as const;
