import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { movableClock } from '../../test/accounts';
import { buildSecondApp, buildTestApp, testDialects } from '../../test/app';
import type { TestApp } from '../../test/app';
import type { Database } from '../db';
import { createMember } from '../users/factories';
import { CORE_JOBS, pruneSchedulerRuns, purgeExpiredSessions } from './core-jobs';
import { listJobs } from './service';
import type { JobDefinition } from './types';

const MINUTE = 60_000;

/** Waits until check() holds, polling every 10 ms, failing after `ms`. */
async function until(check: () => Promise<boolean>, what: string, ms = 10_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Counts the ticks of the scheduler's timer that have finished (each looks at every job). */
function countTicks(scheduler: FastifyInstance['scheduler']): () => number {
  let finished = 0;
  const tick = scheduler.tick.bind(scheduler);
  scheduler.tick = async () => {
    try {
      await tick();
    } finally {
      finished += 1;
    }
  };
  return () => finished;
}

/** The side effect the test job has: one row per run, keyed by the period (minute) it ran for. */
async function createProbeTable(db: Kysely<Database>) {
  await sql`create table probe_runs (period integer not null, holder text not null)`.execute(db);
}

async function probeCounts(db: Kysely<Database>): Promise<Map<number, number>> {
  const r = await sql<{
    period: number;
    n: number;
  }>`select period, count(*) as n from probe_runs group by period`.execute(db);
  return new Map(r.rows.map((row) => [Number(row.period), Number(row.n)]));
}

const probeLease = (db: Kysely<Database>) =>
  db
    .selectFrom('scheduler_leases')
    .selectAll()
    .where('name', '=', 'test.probe')
    .executeTakeFirstOrThrow();

/** Every minute: records the minute it ran for (and takes a moment, so runs could overlap). */
const probeJob: JobDefinition = {
  name: 'test.probe',
  description: 'Records the period it ran for',
  everyMs: MINUTE,
  async run({ app, db, now }) {
    // The run's own work takes a moment (not a wait in the test).
    await new Promise((r) => setTimeout(r, 15));
    await sql`insert into probe_runs (period, holder) values (${Math.floor(now.getTime() / MINUTE)}, ${app.scheduler.holder})`.execute(
      db,
    );
    return 'probed';
  },
};

describe.each(testDialects())('scheduler (%s)', (dialect) => {
  let t: TestApp | null = null;
  let second: Awaited<ReturnType<typeof buildSecondApp>> | null = null;

  afterEach(async () => {
    await second?.close();
    await t?.close();
    second = null;
    t = null;
  });

  it('two processes running the scheduler on one database run each due time once', async () => {
    const clock = movableClock(new Date('2026-11-23T12:00:30.000Z'));
    const config = { scheduler: { enabled: false, tickMs: 15, leaseMs: MINUTE } };
    t = await buildTestApp(dialect, {
      clock,
      schedulerClock: clock,
      config,
      jobs: [probeJob],
      schedulerHolder: 'A',
    });
    await createProbeTable(t.db);
    second = await buildSecondApp(t, {
      clock,
      schedulerClock: clock,
      config,
      jobs: [probeJob],
      schedulerHolder: 'B',
    });
    const ticksA = countTicks(t.app.scheduler);
    const ticksB = countTicks(second.app.scheduler);
    t.app.scheduler.start();
    second.app.scheduler.start();

    const db = t.db;
    const first = Math.floor(clock().getTime() / MINUTE);
    for (let i = 0; i < 5; i++) {
      await until(async () => (await probeCounts(db)).has(first + i), `period ${i}`);
      // Both schedulers tick a few more times in the same period (the job must not run again).
      const [a, b] = [ticksA(), ticksB()];
      await until(async () => ticksA() >= a + 3 && ticksB() >= b + 3, `more ticks in period ${i}`);
      // The run writes its row before it frees the lease: on a busy machine the release could
      // come after the clock moved on, its expires_at then past the next due time.
      await until(async () => (await probeLease(db)).holder === '', `the lease freed, ${i}`);
      clock.advance(MINUTE);
    }
    await t.app.scheduler.stop();
    await second.app.scheduler.stop();

    const counts = await probeCounts(db);
    for (let i = 0; i < 5; i++) expect(counts.get(first + i)).toBe(1);
    const runs = await db.selectFrom('scheduler_runs').selectAll().execute();
    expect(runs.filter((r) => r.job === 'test.probe' && r.outcome === 'ok').length).toBe(
      [...counts.values()].reduce((a, b) => a + b, 0),
    );
    // The lease is free between runs and knows when the job is next due.
    const lease = await probeLease(db);
    expect(lease.holder).toBe('');
    expect(lease.next_run_at! > lease.expires_at).toBe(true);
  });

  describe('on the database’s clock, whatever each process’s clock says', () => {
    const skewed = (ms: number) => () => new Date(Date.now() + ms);
    const ahead = skewed(5 * MINUTE);
    const behind = skewed(-5 * MINUTE);

    /** Records the due time (the lease's next_run_at while it runs) each run was for. */
    const dueProbe = (name: string, everyMs: number): JobDefinition => ({
      name,
      description: 'Records the due time it ran for',
      everyMs,
      async run({ app, db }) {
        const lease = await db
          .selectFrom('scheduler_leases')
          .select('next_run_at')
          .where('name', '=', name)
          .executeTakeFirstOrThrow();
        await new Promise((r) => setTimeout(r, 15));
        await sql`insert into due_runs (job, due, holder) values (${name}, ${lease.next_run_at}, ${app.scheduler.holder})`.execute(
          db,
        );
      },
    });
    const createDueTable = (db: Kysely<Database>) =>
      sql`create table due_runs (job text not null, due text not null, holder text not null)`.execute(
        db,
      );
    const dueRuns = async (db: Kysely<Database>, job: string) =>
      (
        await sql<{
          due: string;
          holder: string;
        }>`select due, holder from due_runs where job = ${job} order by due`.execute(db)
      ).rows;

    it('a process whose clock is minutes ahead neither runs a job early nor takes a live lease', async () => {
      const every = dueProbe('test.every', MINUTE);
      let release: () => void = () => undefined;
      const hang = new Promise<void>((r) => (release = r));
      const config = { scheduler: { enabled: false, tickMs: 1000, leaseMs: MINUTE } };
      // B (5 minutes behind) holds a long run; A (5 minutes ahead) ticks next to it.
      t = await buildTestApp(dialect, {
        clock: ahead,
        config,
        jobs: [every, dueProbe('test.long', MINUTE)],
        schedulerHolder: 'A',
      });
      await createDueTable(t.db);
      second = await buildSecondApp(t, {
        clock: behind,
        config,
        jobs: [every, { ...dueProbe('test.long', MINUTE), run: () => hang }],
        schedulerHolder: 'B',
      });
      const db = t.db;
      const running = second.app.scheduler.tick();
      await until(async () => (await dueRuns(db, 'test.every')).length === 1, 'the first run');
      await until(
        async () =>
          (
            await db
              .selectFrom('scheduler_leases')
              .select('holder')
              .where('name', '=', 'test.long')
              .executeTakeFirst()
          )?.holder === 'B',
        'B to hold test.long',
      );
      // B's run set the next due time a minute after it ran; A's clock says that was 4 minutes
      // ago, the database's that it is a minute away.
      for (let i = 0; i < 3; i++) {
        await t.app.scheduler.tick();
        await Promise.all([t.app.scheduler.tick(), second.app.scheduler.tick()]);
      }
      expect(await dueRuns(db, 'test.every')).toEqual([{ due: expect.any(String), holder: 'B' }]);
      // B's lease on test.long expires a minute from now on the database's clock, not B's.
      expect(await dueRuns(db, 'test.long')).toEqual([]);
      expect(await t.app.scheduler.runNow('test.long')).toMatchObject({ outcome: 'skipped' });
      const lease = await db
        .selectFrom('scheduler_leases')
        .selectAll()
        .where('name', '=', 'test.long')
        .executeTakeFirstOrThrow();
      const dbNow = (await t.app.scheduler.now()).getTime();
      expect(Date.parse(lease.expires_at) - dbNow).toBeGreaterThan(MINUTE / 2);
      expect(Date.parse(lease.expires_at) - dbNow).toBeLessThanOrEqual(MINUTE);
      expect(lease.holder).toBe('B');
      // Admin › Jobs agrees, on the database's clock too.
      expect(await listJobs(t.app, 'test.long')).toMatchObject([{ running: true }]);
      release();
      await running;
    });

    it('two schedulers 10 minutes apart, each on its own timer, run each due time once', async () => {
      const every = dueProbe('test.fast', 300);
      const config = { scheduler: { enabled: false, tickMs: 20, leaseMs: 2_000 } };
      t = await buildTestApp(dialect, {
        clock: ahead,
        config,
        jobs: [every],
        schedulerHolder: 'A',
      });
      await createDueTable(t.db);
      second = await buildSecondApp(t, {
        clock: behind,
        config,
        jobs: [every],
        schedulerHolder: 'B',
      });
      t.app.scheduler.start();
      second.app.scheduler.start();
      const db = t.db;
      await until(async () => (await dueRuns(db, 'test.fast')).length >= 4, 'four runs', 20_000);
      await t.app.scheduler.stop();
      await second.app.scheduler.stop();

      const runs = await dueRuns(db, 'test.fast');
      const dues = runs.map((r) => Date.parse(r.due));
      expect(new Set(dues).size).toBe(dues.length);
      // Each due time is 300 ms (or more, when a tick came late) after the one before it.
      for (let i = 1; i < dues.length; i++)
        expect(dues[i]! - dues[i - 1]!).toBeGreaterThanOrEqual(300);
      // And none lies in either process's idea of the future or past: on the database's clock.
      const dbNow = (await t.app.scheduler.now()).getTime();
      expect(Math.abs(dues.at(-1)! - dbNow)).toBeLessThan(MINUTE);
      expect(await db.selectFrom('scheduler_runs').select('outcome').execute()).toEqual(
        runs.map(() => ({ outcome: 'ok' })),
      );
    });
  });

  it('ticks racing each other at the same instant run the job once', async () => {
    const clock = movableClock(new Date('2026-11-23T12:00:00.000Z'));
    t = await buildTestApp(dialect, {
      clock,
      schedulerClock: clock,
      jobs: [probeJob],
      schedulerHolder: 'A',
    });
    await createProbeTable(t.db);
    second = await buildSecondApp(t, {
      clock,
      schedulerClock: clock,
      jobs: [probeJob],
      schedulerHolder: 'B',
    });
    const apps = [t.app, second.app];
    for (let i = 0; i < 4; i++) {
      await Promise.all(apps.flatMap((a) => [a.scheduler.tick(), a.scheduler.tick()]));
      // Not due again within the same minute.
      clock.advance(MINUTE / 2);
      await Promise.all(apps.map((a) => a.scheduler.tick()));
      clock.advance(MINUTE / 2);
    }
    const counts = await probeCounts(t.db);
    expect([...counts.values()]).toEqual([1, 1, 1, 1]);
  });

  it('a crashed holder’s lease expires and the other process takes the job over', async () => {
    const clock = movableClock(new Date('2026-11-23T12:00:00.000Z'));
    let release: () => void = () => undefined;
    const hang = new Promise<void>((r) => (release = r));
    const hanging: JobDefinition = {
      ...probeJob,
      async run() {
        await hang;
      },
    };
    const config = { scheduler: { enabled: false, tickMs: 1000, leaseMs: MINUTE } };
    t = await buildTestApp(dialect, {
      clock,
      schedulerClock: clock,
      config,
      jobs: [probeJob],
      schedulerHolder: 'A',
    });
    await createProbeTable(t.db);
    second = await buildSecondApp(t, {
      clock,
      schedulerClock: clock,
      config,
      jobs: [hanging],
      schedulerHolder: 'B',
    });

    // B takes the job and hangs in it.
    void second.app.scheduler.tick();
    const lease = () =>
      t!.db
        .selectFrom('scheduler_leases')
        .selectAll()
        .where('name', '=', 'test.probe')
        .executeTakeFirst();
    await until(async () => (await lease())?.holder === 'B', 'B to take the lease');
    await t.app.scheduler.tick();
    expect((await probeCounts(t.db)).size).toBe(0);
    expect(await t.app.scheduler.runNow('test.probe')).toMatchObject({ outcome: 'skipped' });

    // B's process dies: its connections go, nothing renews or frees the lease.
    await second.db.destroy();
    clock.advance(MINUTE / 2);
    await t.app.scheduler.tick();
    expect((await probeCounts(t.db)).size).toBe(0);

    clock.advance(MINUTE / 2 + 1);
    await t.app.scheduler.tick();
    expect((await probeCounts(t.db)).size).toBe(1);
    const runs = await t.db
      .selectFrom('scheduler_runs')
      .selectAll()
      .where('trigger', '=', 'schedule')
      .orderBy('id')
      .execute();
    expect(runs.map((r) => [r.holder, r.outcome])).toEqual([
      ['B', 'error'],
      ['A', 'ok'],
    ]);
    expect(runs[0]!.error).toMatch(/lease expired/);
    expect((await lease())!.holder).toBe('');
    release();
  });

  it('a live holder renews its lease while the job runs', async () => {
    const clock = movableClock(new Date('2026-11-23T12:00:00.000Z'));
    let release: () => void = () => undefined;
    const hang = new Promise<void>((r) => (release = r));
    const slow: JobDefinition = { ...probeJob, run: () => hang };
    const config = { scheduler: { enabled: false, tickMs: 1000, leaseMs: 300 } };
    t = await buildTestApp(dialect, {
      clock,
      schedulerClock: clock,
      config,
      jobs: [probeJob],
      schedulerHolder: 'A',
    });
    await createProbeTable(t.db);
    second = await buildSecondApp(t, {
      clock,
      schedulerClock: clock,
      config,
      jobs: [slow],
      schedulerHolder: 'B',
    });
    const running = second.app.scheduler.tick();
    const expires = async () =>
      (
        await t!.db
          .selectFrom('scheduler_leases')
          .select(['holder', 'expires_at'])
          .where('name', '=', 'test.probe')
          .executeTakeFirst()
      )?.expires_at;
    await until(async () => (await expires()) === '2026-11-23T12:00:00.300Z', 'the lease');
    clock.advance(250);
    await until(async () => (await expires()) === '2026-11-23T12:00:00.550Z', 'a renewal');
    clock.advance(250);
    await t.app.scheduler.tick();
    expect((await probeCounts(t.db)).size).toBe(0);
    release();
    await running;
    const runs = await t.db.selectFrom('scheduler_runs').selectAll().execute();
    expect(runs.map((r) => [r.holder, r.outcome])).toEqual([['B', 'ok']]);
  });

  it('a long run does not hold up the other jobs', async () => {
    const clock = movableClock(new Date('2026-11-23T12:00:00.000Z'));
    let release: () => void = () => undefined;
    const hang = new Promise<void>((r) => (release = r));
    const slow: JobDefinition = {
      name: 'test.slow',
      description: 'Takes long',
      everyMs: MINUTE,
      run: () => hang,
    };
    t = await buildTestApp(dialect, { clock, schedulerClock: clock, jobs: [slow, probeJob] });
    await createProbeTable(t.db);
    // Runs finished and the lease freed (the last step of a run).
    const probesDone = async () => {
      const lease = await t!.db
        .selectFrom('scheduler_leases')
        .select('holder')
        .where('name', '=', 'test.probe')
        .executeTakeFirst();
      if (lease?.holder !== '') return -1;
      const runs = await t!.db
        .selectFrom('scheduler_runs')
        .select('id')
        .where('job', '=', 'test.probe')
        .where('outcome', '=', 'ok')
        .execute();
      return runs.length;
    };
    // The first tick's slow run never ends while the probe keeps running on time.
    const first = t.app.scheduler.tick();
    await until(async () => (await probesDone()) === 1, 'the first probe');
    clock.advance(MINUTE);
    await t.app.scheduler.tick();
    await until(async () => (await probesDone()) === 2, 'the second probe');
    clock.advance(MINUTE);
    await t.app.scheduler.tick();
    await until(async () => (await probesDone()) === 3, 'the third probe');
    expect((await probeCounts(t.db)).size).toBe(3);
    const slowRuns = await t.db
      .selectFrom('scheduler_runs')
      .select('outcome')
      .where('job', '=', 'test.slow')
      .execute();
    expect(slowRuns).toEqual([{ outcome: null }]);
    release();
    await first;
  });

  it('timed jobs wait for their time; errors are recorded and the next time still comes', async () => {
    const clock = movableClock(new Date('2026-11-23T11:59:00.000Z'));
    let fail = true;
    const hourly: JobDefinition = {
      name: 'test.hourly',
      description: 'On the hour',
      nextRunAt: (after) => new Date(Math.floor(after.getTime() / 3_600_000 + 1) * 3_600_000),
      async run() {
        if (fail) throw new Error('feed down');
        return 'done';
      },
    };
    t = await buildTestApp(dialect, { clock, schedulerClock: clock, jobs: [hourly] });
    const s: FastifyInstance['scheduler'] = t.app.scheduler;
    await s.tick();
    expect(await t.db.selectFrom('scheduler_runs').selectAll().execute()).toEqual([]);
    clock.set('2026-11-23T12:00:01.000Z');
    await s.tick();
    await s.tick();
    fail = false;
    clock.set('2026-11-23T12:30:00.000Z');
    await s.tick();
    clock.set('2026-11-23T13:00:00.000Z');
    await s.tick();
    const runs = await t.db.selectFrom('scheduler_runs').selectAll().orderBy('id').execute();
    expect(runs.map((r) => [r.started_at, r.outcome, r.error ?? r.summary])).toEqual([
      ['2026-11-23T12:00:01.000Z', 'error', 'feed down'],
      ['2026-11-23T13:00:00.000Z', 'ok', 'done'],
    ]);
    // A manual run does not move the schedule.
    await s.runNow('test.hourly', null);
    const lease = await t.db
      .selectFrom('scheduler_leases')
      .select('next_run_at')
      .executeTakeFirstOrThrow();
    expect(lease.next_run_at).toBe('2026-11-23T14:00:00.000Z');
    await expect(s.runNow('nope')).rejects.toThrow(/No job named/);
  });

  it('core jobs: purge expired sessions and OAuth states, prune old runs', async () => {
    const clock = movableClock(new Date('2026-11-23T12:00:00.000Z'));
    t = await buildTestApp(dialect, { clock });
    expect(CORE_JOBS.map((j) => j.name)).toEqual([
      'core.sessions.purge',
      'core.rate-limits.purge',
      'core.payouts.send',
      'core.announce.deliver',
      'core.scheduler.prune-runs',
    ]);
    const member = await createMember(t.db, { username: 'dana' });
    await t.login(member);
    await t.anonymous();
    const own = await t.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', member.id)
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('oauth_states')
      .values({
        id: 'x',
        provider: 'discord',
        session_id: own.id,
        user_id: null,
        code_verifier: 'v',
        redirect_uri: 'http://x/cb',
        next_path: null,
        created_at: '2026-11-23T12:00:00.000Z',
        expires_at: '2026-11-23T12:10:00.000Z',
      })
      .execute();
    expect(await purgeExpiredSessions(t.db, clock())).toEqual({ sessions: 0, oauthStates: 0 });
    // Both sessions' idle window (7 days) and the state's expiry have passed.
    clock.advance(8 * 24 * 3_600_000);
    const r = await t.app.scheduler.runNow('core.sessions.purge');
    expect(r).toMatchObject({
      outcome: 'ok',
      summary: 'Deleted 2 sessions and 1 login state',
    });
    expect(await t.db.selectFrom('sessions').select('user_id').execute()).toEqual([]);

    for (let i = 0; i < 5; i++) await t.app.scheduler.runNow('core.sessions.purge');
    expect(await pruneSchedulerRuns(t.db, 2)).toBe(4);
    const left = await t.db.selectFrom('scheduler_runs').select('job').execute();
    expect(left).toHaveLength(2);
  });
});
