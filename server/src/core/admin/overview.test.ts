import type { TestApp } from '../../test/app';
import { buildTestApp, headersOf, testDialects } from '../../test/app';
import { createAffiliate } from '../affiliates/factories';
import { audit } from '../audit/audit';
import { createMember } from '../users/factories';

describe.each(testDialects())('GET /api/admin/overview (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(() => t.close());

  it('counts members, staff, affiliates and the last day of staff actions', async () => {
    const admin = await createMember(t.db, { role: 'admin', username: 'boss' });
    await createMember(t.db, { role: 'moderator' });
    await createMember(t.db);
    await createAffiliate(t.db, { active: 1 });
    await createAffiliate(t.db, { active: 0 });
    const now = Date.now();
    await audit(t.db, {
      actorId: admin.id,
      area: 'site',
      action: 'site.update',
      entity: 'settings',
      before: { site_name: 'A' },
      after: { site_name: 'B' },
      at: new Date(now - 60_000),
    });
    await audit(t.db, {
      actorId: null,
      area: 'jobs',
      action: 'job.run',
      entity: 'job',
      entityId: 'x',
      at: new Date(now - 3 * 86_400_000),
    });
    const res = await t.app.inject({
      url: '/api/admin/overview',
      headers: headersOf(await t.login(admin)),
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      members: 3,
      staff: 2,
      affiliates: { visible: 1, hidden: 1 },
      audit_last_day: 1,
    });
    expect(data.recent_audit.map((r: { action: string }) => r.action)).toEqual([
      'site.update',
      'job.run',
    ]);
    expect(data.recent_audit[0]).toMatchObject({
      actor: { id: admin.id, username: 'boss', role: 'admin' },
      before: { site_name: 'A' },
      after: { site_name: 'B' },
    });
    expect(data.recent_audit[1].actor).toBeNull();
  });
});
