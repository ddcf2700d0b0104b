import fs from 'node:fs';
import path from 'node:path';
import type { AdminSiteInput } from '@lobby/shared-api/contract';
import type { SessionHeaders, TestApp } from '../../test/app';
import { buildTestApp, headersOf, testDialects } from '../../test/app';
import { multipartBody, TINY_PNG } from '../../test/multipart';
import { createMember } from '../users/factories';

const VALID: AdminSiteInput = {
  site_name: 'SpinCity',
  site_logo: null,
  site_description: 'Slots, hunts and giveaways every night.',
  social: {
    kick: 'spincity',
    discord: 'https://discord.gg/spincity',
    x: '@spincity',
    instagram: null,
    tiktok: 'tiktok.com/@spincity',
  },
  casino: {
    crypto1_enabled: true,
    crypto1_label: 'Lumen username',
    crypto2_enabled: false,
    crypto2_label: 'Casino username 2',
    crypto3_enabled: true,
    crypto3_label: 'Rollvault username',
  },
  daily_reward: { points: 250, xp: 75 },
};

describe.each(testDialects())('Admin › Site (%s)', (dialect) => {
  let t: TestApp;
  let admin: SessionHeaders;
  let adminId: number;
  let member: SessionHeaders;

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    fs.mkdirSync(t.config.shellDist, { recursive: true });
    fs.writeFileSync(
      path.join(t.config.shellDist, 'index.html'),
      '<!doctype html><html><head><title>Lobby</title><!--lobby-head--></head><body><div id="root"></div></body></html>',
    );
    const row = await createMember(t.db, { role: 'admin', username: 'site_admin' });
    adminId = row.id;
    admin = await t.login(row);
    member = await t.login(await createMember(t.db));
  });
  afterAll(() => t.close());

  const put = (body: unknown, session = admin) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/admin/site',
      headers: headersOf(session),
      payload: body as object,
    });

  it('answers the current values with the defaults', async () => {
    const res = await t.app.inject({ url: '/api/admin/site', headers: headersOf(admin) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      site_name: 'Lobby',
      site_logo: null,
      site_logo_url: null,
      daily_reward: { points: t.config.dailyClaimPoints, xp: t.config.dailyClaimXp },
    });
  });

  it('saves every field, audits the change and the public settings and page show it at once', async () => {
    const res = await put(VALID);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Site settings saved.' });

    const settings = (await t.app.inject('/api/r/settings')).json();
    expect(settings).toMatchObject({
      site_name: 'SpinCity',
      site_description: 'Slots, hunts and giveaways every night.',
      social: { kick: 'spincity', x: '@spincity', instagram: null, tiktok: 'tiktok.com/@spincity' },
      casino: { crypto1_enabled: true, crypto1_label: 'Lumen username', crypto2_enabled: false },
    });

    const page = await t.app.inject({ url: '/store', headers: { accept: 'text/html' } });
    expect(page.body).toContain('<title>SpinCity</title>');
    expect(page.body).toContain('"site_name":"SpinCity"');

    const rows = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'site.update')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actor_id: adminId, area: 'site', entity: 'settings' });
    expect(JSON.parse(rows[0]!.before_json!)).toMatchObject({
      site_name: 'Lobby',
      'daily_reward.points': t.config.dailyClaimPoints,
    });
    expect(JSON.parse(rows[0]!.after_json!)).toMatchObject({
      site_name: 'SpinCity',
      'daily_reward.points': 250,
    });
    // fields that did not change are not in the diff
    expect(JSON.parse(rows[0]!.after_json!)).not.toHaveProperty('casino.crypto2_enabled');

    // saving the same values again writes no audit row
    expect((await put(VALID)).statusCode).toBe(200);
    expect(
      await t.db.selectFrom('audit_log').select('id').where('action', '=', 'site.update').execute(),
    ).toHaveLength(1);
  });

  it('pays the daily reward it sets', async () => {
    const m = await createMember(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/r/profile/claim-daily',
      headers: headersOf(await t.login(m)),
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ points_awarded: 250, xp_awarded: 75 });
  });

  it('answers 400 with a message per field and changes nothing', async () => {
    const res = await put({
      ...VALID,
      site_name: '   ',
      site_logo: 'https://evil.example/logo.png',
      social: { ...VALID.social, kick: 'javascript:alert(1)', discord: 'not a url at all' },
      casino: { ...VALID.casino, crypto1_label: '' },
      daily_reward: { points: -5, xp: 1.5 },
    });
    expect(res.statusCode).toBe(400);
    const { errors } = res.json();
    expect(Object.keys(errors).sort()).toEqual(
      [
        'casino.crypto1_label',
        'daily_reward.points',
        'daily_reward.xp',
        'site_logo',
        'site_name',
        'social.discord',
        'social.kick',
      ].sort(),
    );
    expect(errors['social.kick']).toEqual(['Kick: enter an http(s) address or a handle']);
    expect((await t.app.inject('/api/r/settings')).json().site_name).toBe('SpinCity');
  });

  it('answers 400, never 500, for a body of the wrong shape', async () => {
    for (const body of [{}, { site_name: 5 }, [], { ...VALID, social: 'x', casino: null }]) {
      const res = await put(body);
      expect(res.statusCode).toBe(400);
    }
  });

  it('keeps what an admin types out of the page markup', async () => {
    const evil = '</script><script>alert(1)</script><title>x';
    expect(
      (
        await put({
          ...VALID,
          site_name: evil.slice(0, 60),
          site_description: `<img src=x onerror=alert(1)>`,
        })
      ).statusCode,
    ).toBe(200);
    const page = await t.app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(page.body).not.toContain('<script>alert(1)');
    expect(page.body).not.toContain('<img src=x');
    expect(page.body).toContain(
      '<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;title&gt;x</title>',
    );
    await put(VALID);
  });

  it('is refused to members', async () => {
    expect((await put(VALID, member)).statusCode).toBe(403);
  });

  describe('logo upload', () => {
    const upload = (file: { filename: string; type: string; bytes: Buffer }) => {
      const body = multipartBody([{ name: 'file', file }]);
      return t.app.inject({
        method: 'POST',
        url: '/api/admin/uploads',
        headers: { ...headersOf(admin), ...body.headers },
        payload: body.payload,
      });
    };

    it('stores an image checked by its bytes and the site uses it as its logo', async () => {
      const res = await upload({ filename: 'logo.png', type: 'image/png', bytes: TINY_PNG });
      expect(res.statusCode).toBe(200);
      const { path: stored, url } = res.json().data;
      expect(stored).toMatch(/^\/media\/uploads\/site\/[0-9a-f]{32}\.png$/);
      expect(url).toBe(stored);
      const file = await t.app.inject(stored);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');

      expect((await put({ ...VALID, site_logo: stored })).statusCode).toBe(200);
      expect((await t.app.inject('/api/r/settings')).json().site_logo).toBe(stored);
    });

    it('refuses what is not an image, whatever its name says, and files over 2 MB', async () => {
      const svg = await upload({
        filename: 'logo.png',
        type: 'image/png',
        bytes: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        ),
      });
      expect(svg.statusCode).toBe(400);
      expect(svg.json().errors.file).toEqual(['Upload a PNG, JPEG, WebP or GIF image.']);
      const big = await upload({
        filename: 'big.png',
        type: 'image/png',
        bytes: Buffer.concat([TINY_PNG, Buffer.alloc(2 * 1024 * 1024 + 10)]),
      });
      expect(big.statusCode).toBe(413);
      expect(big.json().errors.file).toEqual(['The image must be at most 2 MB.']);
      const none = await t.app.inject({
        method: 'POST',
        url: '/api/admin/uploads',
        headers: headersOf(admin),
        payload: {},
      });
      expect(none.statusCode).toBe(400);
    });
  });
});
