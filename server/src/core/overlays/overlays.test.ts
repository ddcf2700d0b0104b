import fs from 'node:fs';
import path from 'node:path';
import type { AdminOverlayInput } from '@lobby/shared-api/contract';
import { defaultOverlaySettings } from '@lobby/shared-api/contract';
import type { SessionHeaders, TestApp } from '../../test/app';
import { buildTestApp, headersOf, testDialects } from '../../test/app';
import { createMember } from '../users/factories';
import { hashOverlayKey, previewToken } from './keys';
import { OVERLAY_APP_DIR } from './page';

const HUNT: AdminOverlayInput = {
  kind: 'hunt',
  name: 'Hunt on stream',
  settings: defaultOverlaySettings('hunt'),
};

const TEMPLATE =
  '<!doctype html><html><head><!--lobby-overlay--></head><body><div id="root"></div>' +
  '<script src="__LOBBY_BASE__/overlay-app/overlay.js"></script></body></html>';

describe.each(testDialects())('Overlays: keys, admin API and pages (%s)', (dialect) => {
  let t: TestApp;
  let admin: SessionHeaders;
  let adminId: number;
  let moderator: SessionHeaders;
  let member: SessionHeaders;
  let now = new Date('2026-11-23T15:00:00.000Z');

  beforeAll(async () => {
    t = await buildTestApp(dialect, { clock: () => now });
    const a = await createMember(t.db, { role: 'admin' });
    adminId = a.id;
    admin = await t.login(a);
    moderator = await t.login(await createMember(t.db, { role: 'moderator' }));
    member = await t.login(await createMember(t.db));
    fs.mkdirSync(path.join(t.config.shellDist, OVERLAY_APP_DIR), { recursive: true });
    fs.writeFileSync(path.join(t.config.shellDist, OVERLAY_APP_DIR, 'index.html'), TEMPLATE);
    fs.writeFileSync(
      path.join(t.config.shellDist, 'index.html'),
      '<!doctype html><html><head><!--lobby-head--></head><body></body></html>',
    );
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    now = new Date('2026-11-23T15:00:00.000Z');
    await t.db.deleteFrom('overlay_keys').execute();
    await t.db.deleteFrom('audit_log').execute();
    await t.db.deleteFrom('rate_limits').execute();
  });

  const call = (
    who: SessionHeaders,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      headers: headersOf(who),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  async function create(input: AdminOverlayInput = HUNT) {
    const res = await call(admin, 'POST', '/api/admin/overlays', input);
    expect(res.statusCode).toBe(200);
    return res.json() as { data: { id: number; key_hint: string }; key: string; url: string };
  }

  const auditRows = () => t.db.selectFrom('audit_log').selectAll().orderBy('id').execute();

  describe('Admin › Overlays API', () => {
    it('creates an overlay: the key and address once, only its hash stored, audited', async () => {
      const created = await create();
      expect(created.key).toMatch(/^ovl_[A-Za-z0-9_-]{43}$/);
      expect(created.url).toBe(`/overlay/hunt?key=${created.key}`);
      expect(created.data).toMatchObject({
        kind: 'hunt',
        name: 'Hunt on stream',
        settings: defaultOverlaySettings('hunt'),
        key_hint: `${created.key.slice(0, 8)}…`,
        revoked_at: null,
      });
      const row = await t.db.selectFrom('overlay_keys').selectAll().executeTakeFirstOrThrow();
      expect(row.key_hash).toBe(hashOverlayKey(created.key));
      expect(JSON.stringify(row)).not.toContain(created.key);

      const list = await call(admin, 'GET', '/api/admin/overlays');
      expect(list.statusCode).toBe(200);
      expect(list.body).not.toContain(created.key);
      expect(list.json().data).toHaveLength(1);

      const [entry] = await auditRows();
      expect(entry).toMatchObject({
        actor_id: adminId,
        area: 'overlays',
        action: 'overlay.create',
        entity: 'overlay',
        entity_id: String(created.data.id),
      });
      expect(entry!.after_json).not.toContain(created.key);
    });

    it('is for admins only: visitors 401, members and moderators 403', async () => {
      expect((await t.app.inject('/api/admin/overlays')).statusCode).toBe(401);
      expect((await call(member, 'GET', '/api/admin/overlays')).statusCode).toBe(403);
      expect((await call(moderator, 'GET', '/api/admin/overlays')).statusCode).toBe(403);
      expect((await call(moderator, 'POST', '/api/admin/overlays', HUNT)).statusCode).toBe(403);
      expect(await t.db.selectFrom('overlay_keys').selectAll().execute()).toHaveLength(0);
    });

    it.each([
      ['an unknown kind', { ...HUNT, kind: 'chat' }, ['kind']],
      [
        'a blank name and a bad colour',
        { ...HUNT, name: '  ', settings: { ...HUNT.settings, text_color: 'red' } },
        ['name', 'settings.text_color'],
      ],
      [
        'a size out of range and a fraction',
        { ...HUNT, settings: { ...HUNT.settings, width: 50, height: 720.5 } },
        ['settings.width', 'settings.height'],
      ],
      [
        'a leaderboard without a platform and too large a top',
        {
          kind: 'leaderboard',
          name: 'LB',
          settings: { ...defaultOverlaySettings('leaderboard'), platform: '', top: 99 },
        },
        ['settings.platform', 'settings.top'],
      ],
      [
        'an option of another kind',
        { ...HUNT, settings: { ...HUNT.settings, top: 5 } },
        ['settings'],
      ],
      [
        'a giveaway id that is not a number',
        {
          kind: 'giveaway',
          name: 'Reveal',
          settings: { ...defaultOverlaySettings('giveaway'), giveaway_id: 'x' },
        },
        ['settings.giveaway_id'],
      ],
    ])('refuses %s with a message per field', async (_, body, fields) => {
      const res = await call(admin, 'POST', '/api/admin/overlays', body);
      expect(res.statusCode).toBe(400);
      const errors = res.json().errors as Record<string, string[]>;
      expect(Object.keys(errors).sort()).toEqual([...fields].sort());
      for (const messages of Object.values(errors)) expect(messages[0]).toEqual(expect.any(String));
    });

    it('saves the name and settings, never the kind; audited before and after', async () => {
      const { data } = await create();
      const settings = { ...HUNT.settings, accent_color: '#FF0055', width: 600 };
      const res = await call(admin, 'PUT', `/api/admin/overlays/${data.id}`, {
        ...HUNT,
        name: 'Renamed',
        settings,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        name: 'Renamed',
        settings: { accent_color: '#ff0055', width: 600 },
      });
      const kindChange = await call(admin, 'PUT', `/api/admin/overlays/${data.id}`, {
        kind: 'bracket',
        name: 'x',
        settings: defaultOverlaySettings('bracket'),
      });
      expect(kindChange.statusCode).toBe(400);
      expect(kindChange.json().errors.kind).toBeDefined();
      expect((await call(admin, 'PUT', '/api/admin/overlays/999999', HUNT)).statusCode).toBe(404);
      const rows = await auditRows();
      expect(rows.map((r) => r.action)).toEqual(['overlay.create', 'overlay.update']);
      expect(JSON.parse(rows[1]!.before_json!).name).toBe('Hunt on stream');
      expect(JSON.parse(rows[1]!.after_json!).name).toBe('Renamed');
    });
  });

  describe('the key', () => {
    it('opens its kind’s data without any cookie being set', async () => {
      const { key } = await create();
      const res = await t.app.inject(`/api/overlay/hunt?key=${key}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        data: { hunt: null },
        channels: ['hunts'],
      });
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    });

    it.each([
      ['no key', ''],
      ['a malformed key', '?key=abc'],
      ['a well-formed key that is not one', `?key=ovl_${'A'.repeat(43)}`],
    ])('answers %s with 404 and no data', async (_, qs) => {
      await create();
      const res = await t.app.inject(`/api/overlay/hunt${qs}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Not found' });
      expect(res.headers['set-cookie']).toBeUndefined();
    });

    it('opens nothing of another kind', async () => {
      const { key } = await create();
      const res = await t.app.inject(`/api/overlay/bracket?key=${key}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Not found' });
    });

    it('stops working when revoked (once, audited) and when replaced by a new key', async () => {
      const first = await create();
      const second = await create({ ...HUNT, name: 'Second' });
      const revoke = await call(admin, 'POST', `/api/admin/overlays/${first.data.id}/revoke`);
      expect(revoke.statusCode).toBe(200);
      expect(revoke.json().data.revoked_at).toBe(now.toISOString());
      // A second revoke changes and audits nothing.
      expect(
        (await call(admin, 'POST', `/api/admin/overlays/${first.data.id}/revoke`)).statusCode,
      ).toBe(200);
      const gone = await t.app.inject(`/api/overlay/hunt?key=${first.key}`);
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toEqual({ success: false, message: 'Not found' });
      // A revoked overlay cannot be edited or get a new key.
      expect(
        (await call(admin, 'PUT', `/api/admin/overlays/${first.data.id}`, HUNT)).statusCode,
      ).toBe(409);
      expect(
        (await call(admin, 'POST', `/api/admin/overlays/${first.data.id}/key`)).statusCode,
      ).toBe(409);

      const renewed = await call(admin, 'POST', `/api/admin/overlays/${second.data.id}/key`);
      expect(renewed.statusCode).toBe(200);
      const newKey = renewed.json().key as string;
      expect(newKey).not.toBe(second.key);
      expect((await t.app.inject(`/api/overlay/hunt?key=${second.key}`)).statusCode).toBe(404);
      expect((await t.app.inject(`/api/overlay/hunt?key=${newKey}`)).statusCode).toBe(200);
      expect((await call(admin, 'POST', '/api/admin/overlays/999999/key')).statusCode).toBe(404);

      expect((await auditRows()).map((r) => r.action)).toEqual([
        'overlay.create',
        'overlay.create',
        'overlay.revoke',
        'overlay.new-key',
      ]);
      // The new key's audit row tells the keys apart by their hints, never the keys.
      const renewal = (await auditRows())[3]!;
      expect(JSON.parse(renewal.before_json!).key_hint).toBe(second.data.key_hint);
      expect(JSON.parse(renewal.after_json!).key_hint).toBe(renewed.json().data.key_hint);
      expect(renewal.after_json).not.toContain(newKey);
    });

    it('a preview address works for minutes, for its overlay only; a forged one never', async () => {
      const { data } = await create();
      const res = await call(admin, 'POST', `/api/admin/overlays/${data.id}/preview`);
      expect(res.statusCode).toBe(200);
      const url = res.json().url as string;
      expect(url).toMatch(/^\/overlay\/hunt\?key=ovp_/);
      const token = decodeURIComponent(url.split('key=')[1]!);
      expect((await t.app.inject(`/api/overlay/hunt?key=${token}`)).statusCode).toBe(200);
      // Tampered: another overlay's id with this signature; a made-up signature.
      const forged = token.replace(`ovp_${data.id}_`, `ovp_${data.id + 1}_`);
      expect((await t.app.inject(`/api/overlay/hunt?key=${forged}`)).statusCode).toBe(404);
      const made = previewToken('not-the-secret', data.id, now.getTime() + 60_000);
      expect((await t.app.inject(`/api/overlay/hunt?key=${made}`)).statusCode).toBe(404);
      // Expired.
      now = new Date(now.getTime() + 16 * 60_000);
      expect((await t.app.inject(`/api/overlay/hunt?key=${token}`)).statusCode).toBe(404);
      // Members never get one.
      expect(
        (await call(member, 'POST', `/api/admin/overlays/${data.id}/preview`)).statusCode,
      ).toBe(403);
    });

    it('is rate limited per address', async () => {
      let last = 0;
      for (let i = 0; i < 301; i++) {
        last = (await t.app.inject(`/api/overlay/hunt?key=ovl_${'B'.repeat(43)}`)).statusCode;
      }
      expect(last).toBe(429);
    });
  });

  describe('the page /overlay/<kind>', () => {
    it('serves the overlay app with its kind and settings, a strict CSP and no cookie', async () => {
      const { key } = await create({
        ...HUNT,
        settings: { ...HUNT.settings, accent_color: '#00ff99' },
      });
      const res = await t.app.inject(`/overlay/hunt?key=${key}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain("connect-src 'self'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(res.body).toContain('<script id="lobby-overlay" type="application/json">');
      expect(res.body).toContain('"accent_color":"#00ff99"');
      expect(res.body).toContain('src="/overlay-app/overlay.js"');
      expect(res.body).not.toContain('lobby-csrf');
      expect(res.body).not.toContain('lobby-preload');
    });

    it.each([
      ['a wrong key', () => `/overlay/hunt?key=ovl_${'C'.repeat(43)}`],
      ['no key', () => '/overlay/hunt'],
      ['an unknown kind', () => `/overlay/chat?key=ovl_${'C'.repeat(43)}`],
    ])('answers %s with a blank 404 page', async (_, url) => {
      await create();
      const res = await t.app.inject(url());
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).not.toContain('lobby-overlay');
      expect(res.body).not.toContain('Hunt on stream');
      expect(res.headers['set-cookie']).toBeUndefined();
    });

    it('answers a revoked key’s page with the blank 404', async () => {
      const { data, key } = await create();
      await call(admin, 'POST', `/api/admin/overlays/${data.id}/revoke`);
      const res = await t.app.inject(`/overlay/hunt?key=${key}`);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('lobby-overlay');
    });

    it('the site’s own pages may frame it (Admin › Overlays’ preview)', async () => {
      const page = await t.app.inject({ url: '/admin-new/overlays', headers: headersOf(admin) });
      expect(page.statusCode).toBe(200);
      expect(String(page.headers['content-security-policy'])).toMatch(/frame-src 'self'/);
      // …and nothing else may: the site's pages are never framed.
      expect(String(page.headers['content-security-policy'])).toMatch(/frame-ancestors 'none'/);
    });
  });
});

describe.each(testDialects())('Overlays under a base path (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect, { config: { basePath: '/lobby' } });
    fs.mkdirSync(path.join(t.config.shellDist, OVERLAY_APP_DIR), { recursive: true });
    fs.writeFileSync(path.join(t.config.shellDist, OVERLAY_APP_DIR, 'index.html'), TEMPLATE);
  });
  afterAll(() => t.close());

  it('serves the page, its script and its data under the base path', async () => {
    const admin = await t.login(await createMember(t.db, { role: 'admin' }));
    const res = await t.app.inject({
      method: 'POST',
      url: '/lobby/api/admin/overlays',
      headers: headersOf(admin),
      payload: HUNT,
    });
    expect(res.statusCode).toBe(200);
    const { key, url } = res.json() as { key: string; url: string };
    expect(url).toBe(`/lobby/overlay/hunt?key=${key}`);
    const page = await t.app.inject(url);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('src="/lobby/overlay-app/overlay.js"');
    expect(page.body).toContain('"basePath":"/lobby"');
    expect((await t.app.inject(`/lobby/api/overlay/hunt?key=${key}`)).statusCode).toBe(200);
  });
});
