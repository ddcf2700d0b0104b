import { createCasinoLink, createPlatform } from '../../areas/community/testing';
import { buildTestApp, headersOf, testDialects } from '../../test/app';
import type { TestApp } from '../../test/app';
import { expectPagedList } from '../../test/paging';
import { createMember } from '../users/factories';
import { requestPayout } from './service';

describe.each(testDialects())('Admin › Payouts is paged (%s)', (dialect) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
    const admin = await createMember(t.db, { role: 'admin' });
    const headers = headersOf(await t.login(admin));
    cookie = headers.cookie;
    const platform = await createPlatform(t.db, { name: 'Paged Casino' });
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/payouts/providers/${platform.id}`,
      headers,
      payload: {
        enabled: true,
        api_url: 'https://tips.example.test/api',
        api_token: 'tip-secret',
        per_payout_cap: 100,
        daily_cap: 1000,
        approval_threshold: 50,
      },
    });
    expect(saved.statusCode).toBe(200);
    // Requested in the same instant: 4 pending ($10) and 2 needing approval ($60).
    const at = new Date('2026-11-20T12:00:00.000Z');
    for (const [i, cents] of [1000, 6000, 1000, 1000, 6000, 1000].entries()) {
      const member = await createMember(t.db);
      await createCasinoLink(t.db, member.id, platform.id, `paged_${i}`);
      const row = await requestPayout(t.db, {
        userId: member.id,
        platformId: platform.id,
        source: 'test',
        sourceRef: `paged-${i}`,
        description: 'a paged prize',
        amountCents: cents,
        at,
      });
      expect(row).not.toBeNull();
    }
  });
  afterAll(() => t.close());

  it('pages the payouts newest first with the tipping APIs and counts in the same answer', async () => {
    const url = '/api/admin/payouts';
    const all = await expectPagedList(t, cookie, url);
    expect(all).toHaveLength(6);
    expect(all).toEqual([...all].sort((a, b) => Number(b) - Number(a)));
    const pending = await expectPagedList(t, cookie, `${url}?status=pending`);
    expect(pending).toHaveLength(4);
    expect(pending).toEqual([...pending].sort((a, b) => Number(b) - Number(a)));

    const res = await t.app.inject({
      url: `${url}?status=needs_approval&page=2&per_page=1`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ current_page: 2, last_page: 2, per_page: 1, total: 2 });
    expect(body.data).toHaveLength(1);
    expect(body.data[0].status).toBe('needs_approval');
    // Counts cover every payout whatever the page or filter; providers and settings come along.
    expect(body.counts).toEqual({ pending: 4, needs_approval: 2, sent: 0, failed: 0 });
    expect(body.providers).toHaveLength(1);
    expect(body.providers[0]).toMatchObject({ platform: { name: 'Paged Casino' }, enabled: true });
    expect(body).toHaveProperty('prize_platform_id', null);
    expect(body).not.toHaveProperty('payouts');

    const bad = await t.app.inject({ url: `${url}?status=paid`, headers: { cookie } });
    expect([bad.statusCode, Object.keys(bad.json().errors)]).toEqual([400, ['status']]);
  });
});
