import {
  createFeed as createCommunityFeed,
  createPlatform as createCommunityPlatform,
} from '../../areas/community/testing';
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

  // The feeds are the community area's, made with its test factories.
  const createPlatform = (fields: { name?: string; active?: 0 | 1 } = {}) =>
    createCommunityPlatform(t.db, fields);
  const createFeed = (platformId: number, fields: Parameters<typeof createCommunityFeed>[4] = {}) =>
    createCommunityFeed(t.db, platformId, 'generic-json', {}, fields);

  it('lists the failing feeds of active platforms, the longest failing first', async () => {
    const admin = await createMember(t.db, { role: 'admin' });
    const mod = await createMember(t.db, { role: 'moderator' });
    const works = await createPlatform({ name: 'Works' });
    await createFeed(works.id);
    const newer = await createPlatform({ name: 'Roobet' });
    await createFeed(newer.id, {
      failures: 2,
      failing_since: '2026-11-26T20:00:00.000Z',
      last_sync_at: '2026-11-26T20:05:00.000Z',
      last_error: 'Feed answered HTTP 500',
      next_attempt_at: '2026-11-26T20:06:00.000Z',
    });
    const older = await createPlatform({ name: 'Rainbet' });
    await createFeed(older.id, {
      failures: 7,
      failing_since: '2026-11-25T08:00:00.000Z',
      last_error: 'Feed did not answer within 10 s',
    });
    // A disabled feed and a hidden platform are nobody's worry.
    const off = await createPlatform();
    await createFeed(off.id, { enabled: 0, failures: 3, last_error: 'x' });
    const hidden = await createPlatform({ active: 0 });
    await createFeed(hidden.id, { failures: 3, last_error: 'x' });

    for (const who of [admin, mod]) {
      const res = await t.app.inject({
        url: '/api/admin/overview',
        headers: headersOf(await t.login(who)),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.failing_feeds).toEqual([
        {
          platform: { id: older.id, name: 'Rainbet', slug: older.slug },
          since: '2026-11-25T08:00:00.000Z',
          failures: 7,
          last_error: 'Feed did not answer within 10 s',
          next_attempt_at: null,
        },
        {
          platform: { id: newer.id, name: 'Roobet', slug: newer.slug },
          since: '2026-11-26T20:00:00.000Z',
          failures: 2,
          last_error: 'Feed answered HTTP 500',
          next_attempt_at: '2026-11-26T20:06:00.000Z',
        },
      ]);
    }
  });
});
