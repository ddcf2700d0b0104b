import type { JobDefinition } from '../../../core/scheduler/types';
import { compactNameIndex } from './repository';
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

/** Keeps SQLite's name index in one b-tree after syncs and imports add to it. */
export const leaderboardSearchUpkeepJob: JobDefinition = {
  name: 'community.leaderboards.search-upkeep',
  description:
    'Merges the leaderboard name-search index after syncs add players (SQLite; PostgreSQL’s autovacuum does it there)',
  everyMs: 10 * 60_000,
  async run({ db }) {
    const r = await compactNameIndex(db);
    if (r.index === 'trgm') return 'Nothing to do: PostgreSQL’s autovacuum keeps the name index';
    if (!r.index) return 'Nothing to do: this database has no name index';
    const steps = `${r.steps} ${r.steps === 1 ? 'step' : 'steps'}`;
    if (!r.done) return `Merged ${steps} of the name index; the rest next run`;
    return r.steps ? `Merged the name index in ${steps}` : 'The name index was already merged';
  },
};

export const leaderboardJobs = [
  leaderboardSyncJob,
  leaderboardRolloverJob,
  leaderboardSearchUpkeepJob,
] as const;
