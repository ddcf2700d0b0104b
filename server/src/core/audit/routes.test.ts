import type { SessionHeaders, TestApp } from '../../test/app';
import { buildTestApp, headersOf, testDialects } from '../../test/app';
import { createMember } from '../users/factories';
import { audit } from './audit';

describe.each(testDialects())('GET /api/admin/audit (%s)', (dialect) => {
  let t: TestApp;
  let mod: SessionHeaders;
  let aliceId: number;
  let bobId: number;

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    const alice = await createMember(t.db, { role: 'admin', username: 'alice' });
    const bob = await createMember(t.db, { role: 'moderator', username: 'bob' });
    aliceId = alice.id;
    bobId = bob.id;
    mod = await t.login(bob);
    const at = (day: number, hour = 12) => new Date(Date.UTC(2026, 10, day, hour));
    // 30 rows by alice in 'site' on Nov 1..30, 3 by bob in 'engagement' on Nov 10, one system row
    for (let d = 1; d <= 30; d += 1)
      await audit(t.db, {
        actorId: aliceId,
        area: 'site',
        action: 'site.update',
        entity: 'settings',
        entityId: 'site',
        before: { n: d - 1 },
        after: { n: d },
        at: at(d),
      });
    for (let i = 0; i < 3; i += 1)
      await audit(t.db, {
        actorId: bobId,
        area: 'engagement',
        action: 'giveaway.draw',
        entity: 'giveaway',
        entityId: 40 + i,
        after: { winner: 'x' },
        at: at(10, 13 + i),
      });
    await audit(t.db, { actorId: null, area: 'jobs', action: 'job.run', entity: 'job', at: at(2) });
  });
  afterAll(() => t.close());

  const get = (qs: string) =>
    t.app.inject({ url: `/api/admin/audit${qs}`, headers: headersOf(mod) });

  it('pages every row newest first with who, what, which record, before/after and when', async () => {
    const res = await get('');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ current_page: 1, last_page: 2, per_page: 25, total: 34 });
    expect(body.data).toHaveLength(25);
    expect(body.data[0]).toMatchObject({
      actor: { id: aliceId, username: 'alice', role: 'admin' },
      area: 'site',
      action: 'site.update',
      entity: 'settings',
      entity_id: 'site',
      before: { n: 29 },
      after: { n: 30 },
      created_at: '2026-11-30T12:00:00.000Z',
    });
    const page2 = (await get('?page=2')).json();
    expect(page2.data).toHaveLength(9);
    expect(page2.data.at(-1).created_at).toBe('2026-11-01T12:00:00.000Z');
    expect(page2.data.some((r: { actor: unknown }) => r.actor === null)).toBe(true);
  });

  it('filters by member, area and date range (end exclusive, any offset)', async () => {
    const byBob = (await get(`?actor_id=${bobId}`)).json();
    expect(byBob.total).toBe(3);
    expect(byBob.data.map((r: { entity_id: string }) => r.entity_id)).toEqual(['42', '41', '40']);
    expect((await get('?area=jobs')).json().total).toBe(1);
    const range = (
      await get(
        `?from=${encodeURIComponent('2026-11-10T00:00:00.000Z')}&to=${encodeURIComponent('2026-11-12T00:00:00+00:00')}`,
      )
    ).json();
    expect(range.total).toBe(2 + 3);
    const offset = (
      await get(`?area=site&from=${encodeURIComponent('2026-11-10T14:00:00+02:00')}&to=`)
    ).json();
    expect(offset.total).toBe(21); // from 12:00 UTC on the 10th
    expect((await get(`?actor_id=${aliceId}&area=engagement`)).json().total).toBe(0);
  });

  it('lists the filter choices', async () => {
    const res = await t.app.inject({ url: '/api/admin/audit/filters', headers: headersOf(mod) });
    expect(res.json().data.areas).toEqual(['engagement', 'jobs', 'site']);
    expect(res.json().data.actors.map((a: { username: string }) => a.username)).toEqual([
      'alice',
      'bob',
    ]);
  });

  it('answers 400 per field for bad filters', async () => {
    const res = await get('?page=0&actor_id=abc&area=%3Cscript%3E&from=yesterday&to=2026-13-01');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'actor_id',
      'area',
      'from',
      'page',
      'to',
    ]);
    const backwards = await get(
      `?from=${encodeURIComponent('2026-11-12T00:00:00Z')}&to=${encodeURIComponent('2026-11-10T00:00:00Z')}`,
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors.to).toEqual(['The end must be after the start']);
  });
});
