import fs from 'node:fs';
import path from 'node:path';
import { buildTestApp, headersOf, testDialects } from '../../test/app';
import type { TestApp } from '../../test/app';
import { ANON_CSRF_COOKIE, CSRF_MESSAGE, issueAnonymousToken } from '../http/csrf';
import { purgeExpiredSessions } from '../scheduler/core-jobs';
import { createMember } from '../users/factories';
import { hashToken } from './plugin';

/** A minimal built shell, so pages render. */
function writeShell(t: TestApp) {
  fs.mkdirSync(t.config.shellDist, { recursive: true });
  fs.writeFileSync(
    path.join(t.config.shellDist, 'index.html'),
    '<html><head><!--lobby-head--></head><body><script>1</script></body></html>',
  );
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A concrete URL for a route pattern: params become 1. */
const concrete = (url: string) => url.replace(/:[A-Za-z_]+/g, '1').replace(/\*$/, 'x');

describe.each(testDialects())('CSRF and sessions (%s)', (dialect) => {
  let t: TestApp;
  let now = new Date('2026-11-21T12:00:00.000Z');
  beforeAll(async () => {
    t = await buildTestApp(dialect, {
      clock: () => now,
      beforeReady: (app) => {
        app.post('/__test/login/:id', async (request, reply) => {
          const info = await app.sessions.regenerate(
            request,
            reply,
            Number((request.params as { id: string }).id),
          );
          return { csrf: info.csrfToken };
        });
        app.post('/__test/logout', async (request, reply) => {
          await app.sessions.destroy(request, reply);
          return { ok: true };
        });
        app.get('/__test/me', { preHandler: app.requireUser }, async (request) => ({
          id: request.user!.id,
        }));
        app.get(
          '/__test/staff',
          { preHandler: app.requireRole('admin', 'moderator') },
          async () => ({ ok: true }),
        );
        app.post('/__test/form', async () => ({ ok: true }));
        app.get('/__test/ensure', async (request, reply) => ({
          csrf: (await app.sessions.ensure(request, reply)).csrfToken,
        }));
      },
    });
    for (const username of ['spinwizard', 'lucky_lou', 'reelqueen'])
      await createMember(t.db, { username });
    await createMember(t.db, { username: 'moderator', role: 'moderator' });
    await createMember(t.db, { username: 'admin', role: 'admin' });
  });
  afterAll(() => t.close());

  const unsafeRoutes = () => {
    const seen = new Set<string>();
    return t.app.routeTable.filter((r) => {
      const key = `${r.method} ${r.url}`;
      if (!UNSAFE.has(r.method) || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  };

  // Webhooks from outside services carry no session: they are exempt from CSRF because the
  // sender signs them (core/chat/webhook-routes.ts), and refuse anything unsigned.
  const SIGNED_WEBHOOKS = ['POST /api/webhooks/kick'];
  // Browsers' beacons (navigator.sendBeacon cannot send the CSRF header): they change nothing but
  // a per-process counter, and are rate limited per address (core/metrics/failure-routes.ts).
  const BEACONS = ['POST /api/remotes/failures'];

  it('collects the state-changing routes, none exempt but the signed webhooks and beacons', () => {
    const routes = unsafeRoutes();
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'POST /api/r/contact',
        'POST /api/r/store/:id/redeem',
        'POST /api/r/bonus-hunts/:id/predict',
      ]),
    );
    expect(routes.filter((r) => !r.csrf).map((r) => `${r.method} ${r.url}`)).toEqual([
      ...SIGNED_WEBHOOKS,
      ...BEACONS,
    ]);
  });

  it('refuses an unsigned webhook whatever session and token it carries', async () => {
    const member = await t.login('spinwizard');
    for (const key of SIGNED_WEBHOOKS) {
      const [method, url] = key.split(' ') as ['POST', string];
      const res = await t.app.inject({ method, url, headers: headersOf(member), payload: {} });
      expect({ key, status: res.statusCode }).toEqual({ key, status: 401 });
    }
  });

  it('every POST/PUT/PATCH/DELETE answers 403 without a token and with a wrong one', async () => {
    // Admin routes are tried as the admin: the role guard answers a member (403) or a visitor
    // (401) before the CSRF check, so only a staff session reaches it there.
    const spinwizard = await t.login('spinwizard');
    const admin = await t.login('admin');
    for (const route of unsafeRoutes()) {
      if ([...SIGNED_WEBHOOKS, ...BEACONS].includes(`${route.method} ${route.url}`)) continue;
      const isAdmin = route.url.startsWith('/api/admin/');
      const member = isAdmin ? admin : spinwizard;
      const url = concrete(route.url);
      const method = route.method as 'POST';
      const none = await t.app.inject({
        method,
        url,
        headers: { cookie: member.cookie },
        payload: {},
      });
      expect({ route: url, status: none.statusCode, body: none.json() }).toEqual({
        route: url,
        status: 403,
        body: { success: false, message: CSRF_MESSAGE },
      });
      const wrong = await t.app.inject({
        method,
        url,
        headers: {
          cookie: member.cookie,
          'x-csrf-token': `${member['x-csrf-token'].slice(0, -2)}xx`,
        },
        payload: {},
      });
      expect({ route: url, status: wrong.statusCode }).toEqual({ route: url, status: 403 });
      const noSession = await t.app.inject({
        method,
        url,
        headers: { 'x-csrf-token': member['x-csrf-token'] },
        payload: {},
      });
      expect({ route: url, status: noSession.statusCode }).toEqual({
        route: url,
        status: isAdmin ? 401 : 403,
      });
    }
  });

  it('accepts the token from an urlencoded _csrf field; multipart needs the header', async () => {
    const s = await t.anonymous();
    const form = await t.app.inject({
      method: 'POST',
      url: '/__test/form',
      headers: { cookie: s.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `_csrf=${encodeURIComponent(s['x-csrf-token'])}`,
    });
    expect(form.statusCode).toBe(200);
    const badForm = await t.app.inject({
      method: 'POST',
      url: '/__test/form',
      headers: { cookie: s.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: '_csrf=nope',
    });
    expect(badForm.statusCode).toBe(403);
    // A route that takes no uploads never reads a multipart body (415, token or not); upload
    // routes need the header (profiles/update.test.ts).
    const boundary = '----lobbytest';
    const multipart = await t.app.inject({
      method: 'POST',
      url: '/__test/form',
      headers: { cookie: s.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="_csrf"\r\n\r\n${s['x-csrf-token']}\r\n--${boundary}--\r\n`,
    });
    expect(multipart.statusCode).toBe(415);
    const withHeader = await t.app.inject({
      method: 'POST',
      url: '/__test/form',
      headers: { ...headersOf(s), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="x"\r\n\r\n1\r\n--${boundary}--\r\n`,
    });
    expect(withHeader.statusCode).toBe(415);
  });

  it('visitors cost no session row: pages and GET /api/session hand out a signed token', async () => {
    writeShell(t);
    const rows = async () =>
      Number(
        (
          await t.db
            .selectFrom('sessions')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await rows();
    for (let i = 0; i < 25; i += 1) {
      const page = await t.app.inject({ url: `/store?i=${i}`, headers: { accept: '*/*' } });
      expect(page.statusCode).toBe(200);
      expect(page.cookies.map((c) => c.name)).toEqual([ANON_CSRF_COOKIE]);
      await t.app.inject({ url: '/api/session' });
    }
    expect(await rows()).toBe(before);

    // The visitor's token (cookie + header) passes CSRF on a visitor's form, with no row either.
    const page = await t.app.inject({ url: '/contact', headers: { accept: 'text/html' } });
    const cookie = page.cookies.find((c) => c.name === ANON_CSRF_COOKIE)!;
    const token = /<meta name="csrf-token" content="([^"]+)">/.exec(page.body)![1]!;
    expect(token).toBe(cookie.value);
    const post = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/__test/form', headers, payload: {} });
    expect(
      (await post({ cookie: `${ANON_CSRF_COOKIE}=${cookie.value}`, 'x-csrf-token': token }))
        .statusCode,
    ).toBe(200);
    // The same page again keeps the token (no new cookie).
    const again = await t.app.inject({
      url: '/contact',
      headers: { accept: 'text/html', cookie: `${ANON_CSRF_COOKIE}=${cookie.value}` },
    });
    expect(again.cookies).toEqual([]);
    expect(again.body).toContain(`content="${token}"`);
    expect(await rows()).toBe(before);

    // Header without the cookie, another visitor's cookie, or a token this server never signed.
    expect((await post({ 'x-csrf-token': token })).statusCode).toBe(403);
    const other = (await t.app.inject({ url: '/api/session' })).json().csrf_token as string;
    expect(
      (await post({ cookie: `${ANON_CSRF_COOKIE}=${other}`, 'x-csrf-token': token })).statusCode,
    ).toBe(403);
    const forged = `${token.split('.')[0]}.${'A'.repeat(43)}`;
    expect(
      (await post({ cookie: `${ANON_CSRF_COOKIE}=${forged}`, 'x-csrf-token': forged })).statusCode,
    ).toBe(403);
    const foreign = issueAnonymousToken('another-secret');
    expect(
      (await post({ cookie: `${ANON_CSRF_COOKIE}=${foreign}`, 'x-csrf-token': foreign }))
        .statusCode,
    ).toBe(403);
  });

  it('purgeExpiredSessions deletes idle and absolutely expired rows only', async () => {
    const live = await t.login('spinwizard');
    const idle = await t.login('lucky_lou');
    const old = await t.login('reelqueen');
    const idOf = (s: { cookie: string }) => hashToken(s.cookie.slice('lobby_sid='.length));
    await t.db
      .updateTable('sessions')
      .set({ idle_expires_at: new Date(now.getTime() - 1).toISOString() })
      .where('id', '=', idOf(idle))
      .execute();
    await t.db
      .updateTable('sessions')
      .set({ expires_at: now.toISOString() })
      .where('id', '=', idOf(old))
      .execute();
    const removed = await purgeExpiredSessions(t.db, now);
    expect(removed.sessions).toBeGreaterThanOrEqual(2);
    const left = await t.db
      .selectFrom('sessions')
      .select('id')
      .where('id', 'in', [idOf(live), idOf(idle), idOf(old)])
      .execute();
    expect(left.map((r) => r.id)).toEqual([idOf(live)]);
  });

  it('plain API GETs never create sessions; requireUser and requireRole guard routes', async () => {
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('sessions')
            .select((eb) => eb.fn.countAll<number>().as('c'))
            .executeTakeFirst()
        )?.c,
      );
    const before = await count();
    const res = await t.app.inject('/api/r/settings');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await count()).toBe(before);

    expect((await t.app.inject('/__test/me')).json()).toEqual({
      success: false,
      message: 'Authentication required',
    });
    expect((await t.app.inject('/__test/me')).statusCode).toBe(401);
    const member = await t.login('spinwizard');
    expect(
      (await t.app.inject({ url: '/__test/me', headers: { cookie: member.cookie } })).json(),
    ).toEqual({ id: member.userId });
    expect(
      (await t.app.inject({ url: '/__test/staff', headers: { cookie: member.cookie } })).statusCode,
    ).toBe(403);
    const mod = await t.login('moderator');
    expect(
      (await t.app.inject({ url: '/__test/staff', headers: { cookie: mod.cookie } })).statusCode,
    ).toBe(200);
  });

  it('regenerates the id and CSRF token at login and destroys the session at logout', async () => {
    const anon = await t.anonymous();
    const admin = await t.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    const login = await t.app.inject({
      method: 'POST',
      url: `/__test/login/${admin.id}`,
      headers: headersOf(anon),
    });
    expect(login.statusCode).toBe(200);
    const newToken = /lobby_sid=([^;]+)/.exec(String(login.headers['set-cookie']))![1]!;
    const newCsrf = login.json().csrf as string;
    expect(newCsrf).not.toBe(anon['x-csrf-token']);
    const oldId = hashToken(anon.cookie.slice('lobby_sid='.length));
    expect(
      await t.db.selectFrom('sessions').select('id').where('id', '=', oldId).executeTakeFirst(),
    ).toBeUndefined();
    const stored = await t.db
      .selectFrom('sessions')
      .selectAll()
      .where('id', '=', hashToken(newToken))
      .executeTakeFirstOrThrow();
    expect(stored.user_id).toBe(admin.id);
    // The DB holds the hash, never the token itself.
    expect(stored.id).not.toBe(newToken);
    const me = await t.app.inject({
      url: '/__test/me',
      headers: { cookie: `lobby_sid=${newToken}` },
    });
    expect(me.json()).toEqual({ id: admin.id });

    const logout = await t.app.inject({
      method: 'POST',
      url: '/__test/logout',
      headers: { cookie: `lobby_sid=${newToken}`, 'x-csrf-token': newCsrf },
    });
    expect(logout.statusCode).toBe(200);
    expect(String(logout.headers['set-cookie'])).toMatch(/lobby_sid=;/);
    expect(
      (await t.app.inject({ url: '/__test/me', headers: { cookie: `lobby_sid=${newToken}` } }))
        .statusCode,
    ).toBe(401);
  });

  it('ends visitor sessions after a short idle window while member sessions live on', async () => {
    // A visitor's session as the site creates it when something must be stored (an OAuth start):
    // it keeps the visitor's signed token, so the page they have stays valid.
    const anon = (await t.app.inject({ url: '/api/session' })).json().csrf_token as string;
    const first = await t.app.inject({
      url: '/__test/ensure',
      headers: { cookie: `${ANON_CSRF_COOKIE}=${anon}` },
    });
    expect(first.json().csrf).toBe(anon);
    const visitor = {
      cookie: `lobby_sid=${first.cookies.find((c) => c.name === 'lobby_sid')!.value}`,
      'x-csrf-token': anon,
    };
    const member = await t.login('lucky_lou');
    const rowOf = (cookie: string) =>
      t.db
        .selectFrom('sessions')
        .selectAll()
        .where('id', '=', hashToken(cookie.slice('lobby_sid='.length)))
        .executeTakeFirst();
    expect(t.config.sessionAnonymousIdleMs).toBeLessThan(t.config.sessionIdleMs);
    const visitorRow = (await rowOf(visitor.cookie))!;
    expect(Date.parse(visitorRow.idle_expires_at) - Date.parse(visitorRow.created_at)).toBe(
      t.config.sessionAnonymousIdleMs,
    );
    expect(visitorRow.csrf_token).toBe(anon);

    now = new Date(now.getTime() + t.config.sessionAnonymousIdleMs + 1000);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/__test/form',
      headers: {
        cookie: visitor.cookie,
        'x-csrf-token': visitor['x-csrf-token'],
        'content-type': 'application/json',
      },
      payload: '{}',
    });
    expect(refused.statusCode).toBe(403); // the visitor's session, and with it its CSRF token, is gone
    expect(
      (await t.app.inject({ url: '/__test/me', headers: { cookie: member.cookie } })).statusCode,
    ).toBe(200);
  });

  it('slides the idle expiry at most once a minute and ignores expired sessions', async () => {
    const s = await t.login('lucky_lou');
    const id = hashToken(s.cookie.slice('lobby_sid='.length));
    const read = () =>
      t.db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const first = await read();
    now = new Date(now.getTime() + 30_000);
    await t.app.inject({ url: '/api/r/settings', headers: { cookie: s.cookie } });
    expect((await read()).last_seen_at).toBe(first.last_seen_at);
    now = new Date(now.getTime() + 60_000);
    await t.app.inject({ url: '/api/r/settings', headers: { cookie: s.cookie } });
    const slid = await read();
    expect(slid.last_seen_at).toBe(now.toISOString());
    expect(slid.idle_expires_at > first.idle_expires_at).toBe(true);
    expect(slid.idle_expires_at <= slid.expires_at).toBe(true);
    const user = await t.db
      .selectFrom('users')
      .select('last_active')
      .where('id', '=', s.userId!)
      .executeTakeFirstOrThrow();
    expect(user.last_active).toBe(now.toISOString());

    // Idle for longer than the idle window: the session is gone.
    now = new Date(now.getTime() + t.config.sessionIdleMs + 1000);
    const res = await t.app.inject({ url: '/__test/me', headers: { cookie: s.cookie } });
    expect(res.statusCode).toBe(401);
    // Absolute expiry holds even for a busy session.
    const busy = await t.login('reelqueen');
    await t.db
      .updateTable('sessions')
      .set({ expires_at: new Date(now.getTime() - 1).toISOString() })
      .where('id', '=', hashToken(busy.cookie.slice(10)))
      .execute();
    expect(
      (await t.app.inject({ url: '/__test/me', headers: { cookie: busy.cookie } })).statusCode,
    ).toBe(401);
  });
});
