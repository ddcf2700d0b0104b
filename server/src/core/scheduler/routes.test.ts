import { movableClock } from '../../test/accounts';
import { buildTestApp, headersOf, testDialects } from '../../test/app';
import type { TestApp } from '../../test/app';
import { createMember } from '../users/factories';
import type { JobDefinition } from './types';

const jobs: JobDefinition[] = [
  {
    name: 'test.ok',
    description: 'Always works',
    everyMs: 5 * 60_000,
    run: async () => 'did 3 things',
  },
  {
    name: 'test.partial',
    description: 'Part of it fails',
    everyMs: 5 * 60_000,
    run: async () => ({ outcome: 'partial', summary: 'synced 2 of 4 feeds, 2 failed' }),
  },
  {
    name: 'test.fails',
    description: 'Always fails',
    nextRunAt: (after) => new Date(after.getTime() + 3_600_000),
    run: async () => {
      throw new Error('upstream answered 500');
    },
  },
];

describe.each(testDialects())('Admin › Jobs API (%s)', (dialect) => {
  let t: TestApp;
  const clock = movableClock(new Date('2026-11-23T12:00:00.000Z'));

  beforeAll(async () => {
    t = await buildTestApp(dialect, { clock, schedulerClock: clock, jobs });
  });
  afterAll(() => t.close());

  it('lists each job with schedule, last run, outcome, next run and error; admins run one now', async () => {
    const admin = headersOf(await t.login(await createMember(t.db, { role: 'admin' })));
    const mod = headersOf(await t.login(await createMember(t.db, { role: 'moderator' })));
    const member = headersOf(await t.login(await createMember(t.db)));

    const before = await t.app.inject({ method: 'GET', url: '/api/admin/jobs', headers: mod });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({
      scheduler_enabled: false,
      jobs: [
        {
          name: 'test.ok',
          description: 'Always works',
          schedule: 'Every 5 minutes',
          next_run_at: null,
          running: false,
          last_run: null,
        },
        {
          name: 'test.partial',
          description: 'Part of it fails',
          schedule: 'Every 5 minutes',
          next_run_at: null,
          running: false,
          last_run: null,
        },
        {
          name: 'test.fails',
          description: 'Always fails',
          schedule: 'At set times',
          next_run_at: null,
          running: false,
          last_run: null,
        },
      ],
    });

    await t.app.scheduler.tick();
    const after = (
      await t.app.inject({ method: 'GET', url: '/api/admin/jobs', headers: mod })
    ).json();
    expect(after.jobs[0]).toMatchObject({
      next_run_at: '2026-11-23T12:05:00.000Z',
      last_run: { outcome: 'ok', summary: 'did 3 things', trigger: 'schedule', error: null },
    });
    // A run where part of the work failed reads partial, with its summary.
    expect(after.jobs[1]).toMatchObject({
      last_run: { outcome: 'partial', summary: 'synced 2 of 4 feeds, 2 failed', error: null },
    });
    // The timed job is not due yet.
    expect(after.jobs[2]).toMatchObject({
      next_run_at: '2026-11-23T13:00:00.000Z',
      last_run: null,
    });

    const url = '/api/admin/jobs/test.fails/run';
    expect((await t.app.inject({ method: 'POST', url, headers: mod })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url, headers: member })).statusCode).toBe(403);
    const visitor = headersOf(await t.anonymous());
    expect((await t.app.inject({ method: 'POST', url, headers: visitor })).statusCode).toBe(401);
    const run = await t.app.inject({ method: 'POST', url, headers: admin });
    expect(run.statusCode).toBe(200);
    expect(run.json()).toMatchObject({
      success: true,
      run: { outcome: 'error', error: 'upstream answered 500', trigger: 'manual' },
      job: { name: 'test.fails', last_run: { outcome: 'error' } },
    });
    expect(run.json().run.triggered_by.id).toBeGreaterThan(0);
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'job.run')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ area: 'jobs', entity: 'job', entity_id: 'test.fails' });

    const detail = await t.app.inject({
      method: 'GET',
      url: '/api/admin/jobs/test.ok',
      headers: mod,
    });
    expect(detail.json().runs).toHaveLength(1);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/jobs/nope/run', headers: admin }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/jobs/NO%20PE', headers: mod }))
        .statusCode,
    ).toBe(400);
  });
});
