import type { AdminAffiliateInput } from '@lobby/shared-api/contract';
import type { SessionHeaders, TestApp } from '../../test/app';
import { buildTestApp, headersOf, testDialects } from '../../test/app';
import { createMember } from '../users/factories';
import { createAffiliate } from './factories';

const NEW: AdminAffiliateInput = {
  name: 'Nova Casino',
  logo_url: null,
  benefits: ['200% deposit bonus', '  Weekly rakeback  '],
  redirect_url: 'https://nova.example/r/lobby',
  active: true,
};

describe.each(testDialects())('Admin › Affiliates (%s)', (dialect) => {
  let t: TestApp;
  let mod: SessionHeaders;
  let modId: number;

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    const row = await createMember(t.db, { role: 'moderator' });
    modId = row.id;
    mod = await t.login(row);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.deleteFrom('affiliates').execute();
    await t.db.deleteFrom('audit_log').execute();
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: headersOf(mod),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const publicNames = async () =>
    (await t.app.inject('/api/r/affiliates')).json().data.map((a: { name: string }) => a.name);
  const auditRows = () => t.db.selectFrom('audit_log').selectAll().orderBy('id').execute();

  it('lists every affiliate in order, hidden ones too', async () => {
    await createAffiliate(t.db, { name: 'B', sort_order: 2 });
    await createAffiliate(t.db, { name: 'A', sort_order: 1 });
    await createAffiliate(t.db, { name: 'Hidden', sort_order: 3, active: 0 });
    const res = await call('GET', '/api/admin/affiliates');
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .data.map((a: { name: string; position: number; active: boolean }) => [
          a.name,
          a.position,
          a.active,
        ]),
    ).toEqual([
      ['A', 1, true],
      ['B', 2, true],
      ['Hidden', 3, false],
    ]);
  });

  it('creates one at the end, audited, and the public list shows it', async () => {
    await createAffiliate(t.db, { name: 'First', sort_order: 1 });
    const res = await call('POST', '/api/admin/affiliates', NEW);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Affiliate created.',
      data: {
        name: 'Nova Casino',
        benefits: ['200% deposit bonus', 'Weekly rakeback'],
        position: 2,
        active: true,
      },
    });
    expect(await publicNames()).toEqual(['First', 'Nova Casino']);
    const [row] = await auditRows();
    expect(row).toMatchObject({
      actor_id: modId,
      area: 'affiliates',
      action: 'affiliate.create',
      entity: 'affiliate',
      entity_id: String(res.json().data.id),
      before_json: null,
    });
    expect(JSON.parse(row!.after_json!)).toMatchObject({
      name: 'Nova Casino',
      redirect_url: 'https://nova.example/r/lobby',
    });
  });

  it('edits and hides one (audited with before and after); hidden ones leave the public list', async () => {
    const a = await createAffiliate(t.db, { name: 'Old name' });
    const res = await call('PUT', `/api/admin/affiliates/${a.id}`, { ...NEW, name: 'New name' });
    expect(res.statusCode).toBe(200);
    expect(await publicNames()).toEqual(['New name']);
    const hide = await call('PUT', `/api/admin/affiliates/${a.id}`, {
      ...NEW,
      name: 'New name',
      active: false,
    });
    expect(hide.json().data.active).toBe(false);
    expect(await publicNames()).toEqual([]);
    const rows = await auditRows();
    expect(rows.map((r) => r.action)).toEqual(['affiliate.update', 'affiliate.hide']);
    expect(JSON.parse(rows[0]!.before_json!)).toMatchObject({ name: 'Old name' });
    expect(JSON.parse(rows[0]!.after_json!)).toMatchObject({ name: 'New name' });
  });

  it('moves one up and down; the ends stay put', async () => {
    const a = await createAffiliate(t.db, { name: 'A', sort_order: 5 });
    const b = await createAffiliate(t.db, { name: 'B', sort_order: 5 });
    const c = await createAffiliate(t.db, { name: 'C', sort_order: 9 });
    const up = await call('POST', `/api/admin/affiliates/${c.id}/move`, { direction: 'up' });
    expect(up.statusCode).toBe(200);
    expect(up.json().data.map((x: { name: string }) => x.name)).toEqual(['A', 'C', 'B']);
    expect(await publicNames()).toEqual(['A', 'C', 'B']);
    await call('POST', `/api/admin/affiliates/${a.id}/move`, { direction: 'down' });
    expect(await publicNames()).toEqual(['C', 'A', 'B']);
    const top = await call('POST', `/api/admin/affiliates/${c.id}/move`, { direction: 'up' });
    expect(top.statusCode).toBe(200);
    expect(await publicNames()).toEqual(['C', 'A', 'B']);
    expect(
      (await call('POST', `/api/admin/affiliates/${b.id}/move`, { direction: 'down' })).statusCode,
    ).toBe(200);
    const moves = (await auditRows()).filter((r) => r.action === 'affiliate.move');
    expect(moves).toHaveLength(2);
    expect(JSON.parse(moves[0]!.before_json!)).toEqual({ position: 3 });
    expect(JSON.parse(moves[0]!.after_json!)).toEqual({ position: 2 });
  });

  it('answers 400 per field (only http/https redirects, uploaded logos, sane benefits) and 404 for unknown ids', async () => {
    const res = await call('POST', '/api/admin/affiliates', {
      name: '',
      logo_url: 'javascript:alert(1)',
      benefits: ['ok', '', 'x'.repeat(121)],
      redirect_url: 'javascript:alert(1)',
      active: 'yes',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(
      ['active', 'benefits.1', 'benefits.2', 'logo_url', 'name', 'redirect_url'].sort(),
    );
    expect(res.json().errors.redirect_url).toEqual([
      'Redirect URL must be an http:// or https:// address',
    ]);
    for (const url of ['ftp://x.example/', 'data:text/html,hi', '/relative', 'https://']) {
      const r = await call('POST', '/api/admin/affiliates', { ...NEW, redirect_url: url });
      expect({ url, status: r.statusCode }).toEqual({ url, status: 400 });
    }
    expect((await call('PUT', '/api/admin/affiliates/999', NEW)).statusCode).toBe(404);
    expect(
      (await call('POST', '/api/admin/affiliates/999/move', { direction: 'up' })).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', '/api/admin/affiliates/1/move', { direction: 'sideways' })).statusCode,
    ).toBe(400);
    expect((await call('PUT', '/api/admin/affiliates/abc', NEW)).statusCode).toBe(400);
    expect(await auditRows()).toEqual([]);
  });

  it('keeps benefits as text: markup is stored and served as typed, never as HTML', async () => {
    const res = await call('POST', '/api/admin/affiliates', {
      ...NEW,
      benefits: ['<img src=x onerror=alert(1)>'],
    });
    expect(res.statusCode).toBe(200);
    const pub = (await t.app.inject('/api/r/affiliates')).json().data[0];
    expect(pub.benefits).toEqual(['<img src=x onerror=alert(1)>']);
  });
});
