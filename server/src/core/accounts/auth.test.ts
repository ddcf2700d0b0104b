import { createMember } from '../../core/users/factories';
import { sessionCookie, whoAmI } from '../../test/accounts';
import type { TestApp } from '../../test/app';
import { buildTestApp, headersOf, testDialects } from '../../test/app';
import type { FakeOAuth } from '../../test/fake-oauth';
import { startFakeOAuth } from '../../test/fake-oauth';
import { loadConfig } from '../config';
import { ANON_CSRF_COOKIE } from '../http/csrf';
import { findUserByUsername } from '../users/repository';

const PUBLIC_URL = 'http://lobby.test';
const DAY = 24 * 3600_000;

describe('demo login configuration', () => {
  it('is off unless LOBBY_DEMO_LOGIN is set, and in production unless both flags are set', () => {
    expect(loadConfig({}).demoLogin).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).demoLogin).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).demoLogin).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', LOBBY_DEMO_LOGIN: '0' }).demoLogin).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', LOBBY_DEMO_LOGIN: '1' }).demoLogin).toBe(true);
    expect(loadConfig({ LOBBY_DEMO_LOGIN: 'yes' }).demoLogin).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).demoLogin).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', LOBBY_DEMO_LOGIN: '1' }).demoLogin).toBe(false);
    expect(
      loadConfig({
        NODE_ENV: 'production',
        LOBBY_DEMO_LOGIN: '1',
        LOBBY_DEMO_LOGIN_IN_PRODUCTION: '1',
      }).demoLogin,
    ).toBe(true);
  });

  it('reads the OAuth providers only when id and secret are both set', () => {
    expect(loadConfig({ DISCORD_CLIENT_ID: 'x' }).discord).toBeNull();
    const c = loadConfig({
      DISCORD_CLIENT_ID: 'id',
      DISCORD_CLIENT_SECRET: 'secret',
      DISCORD_ADMIN_IDS: ' 1, 2 ,,',
      KICK_CLIENT_ID: 'k',
      KICK_CLIENT_SECRET: 's',
      PUBLIC_URL: 'https://lobby.example/',
    });
    expect(c.discord).toMatchObject({
      clientId: 'id',
      authorizeUrl: 'https://discord.com/oauth2/authorize',
      userUrl: 'https://discord.com/api/users/@me',
      adminIds: ['1', '2'],
      redirectUri: null,
    });
    expect(c.discordClientId).toBe('id');
    expect(c.kick).toMatchObject({
      authorizeUrl: 'https://id.kick.com/oauth/authorize',
      tokenUrl: 'https://id.kick.com/oauth/token',
    });
    expect(c.publicUrl).toBe('https://lobby.example');
  });
});

describe.each(testDialects())('accounts on %s', (dialect) => {
  let t: TestApp;
  let fake: FakeOAuth;

  beforeAll(async () => {
    fake = await startFakeOAuth();
    t = await buildTestApp(dialect, {
      config: {
        demoLogin: true,
        publicUrl: PUBLIC_URL,
        discord: fake.discordConfig(['999000000000000001']),
        discordClientId: 'discord-client',
        kick: fake.kickConfig(),
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const demo = (headers: Record<string, string>, payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/auth/demo', headers, payload: payload as object });

  describe('POST /auth/demo', () => {
    it('creates the member, regenerates the session and answers the user and a new CSRF token', async () => {
      const anon = await t.anonymous();
      const res = await demo(headersOf(anon), {
        username: 'Fresh_Face',
        time_zone: 'Europe/Berlin',
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        success: true,
        user: { username: 'Fresh_Face', role: 'member', points: 0, time_zone: 'Europe/Berlin' },
      });
      expect(body.csrf_token).toEqual(expect.any(String));
      expect(body.csrf_token).not.toBe(anon['x-csrf-token']);
      const cookie = sessionCookie(res);
      expect(cookie).not.toBeNull();
      expect(cookie).not.toBe(anon.cookie);
      // The old session is gone; the new one is the member's, with the token just answered.
      expect((await whoAmI(t.app, anon.cookie)).user).toBeNull();
      const me = await whoAmI(t.app, cookie);
      expect(me.user?.username).toBe('Fresh_Face');
      expect(me.csrf).toBe(body.csrf_token);
    });

    it('logs an existing member in by a case-insensitive username (staff too)', async () => {
      await createMember(t.db, { username: 'admin', role: 'admin' });
      const res = await demo(headersOf(await t.anonymous()), { username: 'ADMIN' });
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({ username: 'admin', role: 'admin' });
      const again = await demo(headersOf(await t.anonymous()), { username: 'fresh_face' });
      expect(again.json().user.username).toBe('Fresh_Face');
    });

    it('ignores an unknown time zone and keeps the stored one', async () => {
      const res = await demo(headersOf(await t.anonymous()), {
        username: 'tz_keeper',
        time_zone: 'Mars/Olympus',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().user.time_zone).toBe('UTC');
    });

    it.each([
      [{}, 'Username is required'],
      [{ username: 'ab' }, 'Username must be at least 3 characters'],
      [{ username: 'x'.repeat(33) }, 'Username must be at most 32 characters'],
      [{ username: 'bad name!' }, 'Username may contain only letters, digits and _'],
    ])('answers 400 per field for %j', async (payload, message) => {
      const res = await demo(headersOf(await t.anonymous()), payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, errors: { username: [message] } });
    });

    it('needs the CSRF token', async () => {
      const anon = await t.anonymous();
      const res = await demo({ cookie: anon.cookie }, { username: 'sneaky' });
      expect(res.statusCode).toBe(403);
      expect(await findUserByUsername(t.db, 'sneaky')).toBeUndefined();
    });
  });

  describe('demo login switched off', () => {
    it('is a 404 by default, when disabled, and in production without LOBBY_DEMO_LOGIN_IN_PRODUCTION', async () => {
      const prod = loadConfig({ NODE_ENV: 'production', LOBBY_DEMO_LOGIN: '1' });
      // {}: the test app's own config, loadConfig({ NODE_ENV: 'test' }) with nothing asked for.
      for (const config of [
        {},
        { demoLogin: false },
        { demoLogin: prod.demoLogin, production: true },
      ]) {
        const off = await buildTestApp(dialect, { config });
        try {
          const anon = await off.anonymous();
          const res = await off.app.inject({
            method: 'POST',
            url: '/auth/demo',
            headers: headersOf(anon),
            payload: { username: 'nobody' },
          });
          expect(res.statusCode).toBe(404);
          expect(await findUserByUsername(off.db, 'nobody')).toBeUndefined();
          // …and the login page is told so (the preload's demoLogin).
          const page = await off.app.inject({ method: 'GET', url: '/api/session' });
          expect(page.json().demoLogin).toBe(false);
        } finally {
          await off.close();
        }
      }
    });
  });

  describe('Discord login', () => {
    async function start(cookie: string, next?: string) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/auth/discord${next !== undefined ? `?next=${encodeURIComponent(next)}` : ''}`,
        headers: { cookie },
      });
      expect(res.statusCode).toBe(302);
      return new URL(res.headers.location as string);
    }
    const callback = (url: URL, cookie: string | null) =>
      t.app.inject({
        method: 'GET',
        url: `${url.pathname}${url.search}`,
        headers: cookie ? { cookie } : {},
      });

    it('redirects to the authorize URL with state and PKCE S256', async () => {
      const anon = await t.anonymous();
      const url = await start(anon.cookie);
      expect(`${url.origin}${url.pathname}`).toBe(`${fake.origin}/discord/oauth/authorize`);
      expect(url.searchParams.get('client_id')).toBe('discord-client');
      expect(url.searchParams.get('response_type')).toBe('code');
      expect(url.searchParams.get('scope')).toBe('identify email');
      expect(url.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/auth/discord/callback`);
      expect(url.searchParams.get('code_challenge_method')).toBe('S256');
      expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(url.searchParams.get('state')!.length).toBeGreaterThanOrEqual(32);
    });

    it('creates the member from the Discord identity, logs them in and goes to next', async () => {
      fake.state.discordUser = {
        id: '424242424242',
        username: 'dana.discord',
        global_name: 'Dana',
        avatar: 'a1b2c3',
        email: 'dana@example.com',
      };
      const anon = await t.anonymous();
      const back = await fake.authorize(
        (await start(anon.cookie, '/settings?tab=connections')).toString(),
      );
      expect(back.pathname).toBe('/auth/discord/callback');
      const res = await callback(back, anon.cookie);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/settings?tab=connections');
      const cookie = sessionCookie(res);
      expect(cookie).not.toBe(anon.cookie);
      const me = await whoAmI(t.app, cookie);
      expect(me.user).toMatchObject({
        username: 'dana.discord',
        discord_id: '424242424242',
        global_name: 'Dana',
        name: 'Dana',
        email: 'dana@example.com',
        role: 'member',
        avatar: 'https://cdn.discordapp.com/avatars/424242424242/a1b2c3.png',
      });
      // The provider's tokens never reach the browser and nothing of the round trip is kept.
      expect(JSON.stringify(res.headers)).not.toMatch(/access_token|refresh/);
      const left = await t.db
        .selectFrom('oauth_states')
        .selectAll()
        .where('provider', '=', 'discord')
        .execute();
      expect(
        left.filter((r) => r.redirect_uri && r.next_path === '/settings?tab=connections'),
      ).toEqual([]);
      expect(
        fake.requests.find((r) => r.path === '/discord/oauth/token')?.form?.code_verifier,
      ).toMatch(/^[A-Za-z0-9_-]{43,128}$/);
    });

    it('updates the same member on the next login and makes DISCORD_ADMIN_IDS admins', async () => {
      fake.state.discordUser = {
        id: '424242424242',
        username: 'dana.discord',
        global_name: 'Dana Renamed',
        avatar: 'ffee',
        email: null,
      };
      const anon = await t.anonymous();
      const res = await callback(
        await fake.authorize((await start(anon.cookie)).toString()),
        anon.cookie,
      );
      expect(res.headers.location).toBe('/');
      const me = await whoAmI(t.app, sessionCookie(res));
      expect(me.user).toMatchObject({
        username: 'dana.discord',
        global_name: 'Dana Renamed',
        avatar: 'https://cdn.discordapp.com/avatars/424242424242/ffee.png',
      });
      const count = await t.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('discord_id', '=', '424242424242')
        .executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(1);

      fake.state.discordUser = {
        id: '999000000000000001',
        username: 'the_streamer',
        global_name: null,
        avatar: null,
      };
      const anon2 = await t.anonymous();
      const res2 = await callback(
        await fake.authorize((await start(anon2.cookie)).toString()),
        anon2.cookie,
      );
      expect((await whoAmI(t.app, sessionCookie(res2))).user).toMatchObject({
        username: 'the_streamer',
        role: 'admin',
      });
    });

    it('never matches an existing member by username: a taken name gets a suffix', async () => {
      await createMember(t.db, { username: 'taken_name' });
      fake.state.discordUser = {
        id: '700000000000001234',
        username: 'taken_name',
        global_name: null,
        avatar: null,
      };
      const anon = await t.anonymous();
      const res = await callback(
        await fake.authorize((await start(anon.cookie)).toString()),
        anon.cookie,
      );
      expect((await whoAmI(t.app, sessionCookie(res))).user).toMatchObject({
        username: 'taken_name_1234',
      });
    });

    it('only follows a local next path', async () => {
      for (const next of [
        '//evil.example/x',
        'https://evil.example/',
        '/\\evil.example',
        'settings',
      ]) {
        fake.state.discordUser = { id: '424242424242', username: 'dana.discord' };
        const anon = await t.anonymous();
        const res = await callback(
          await fake.authorize((await start(anon.cookie, next)).toString()),
          anon.cookie,
        );
        expect(res.headers.location).toBe('/');
      }
    });

    async function expectNoLogin(
      res: Awaited<ReturnType<typeof callback>>,
      error: string,
      before: number,
    ) {
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(`/login?error=${error}`);
      expect(sessionCookie(res)).toBeNull();
      const after = await t.db
        .selectFrom('sessions')
        .select('id')
        .where('user_id', 'is not', null)
        .execute();
      expect(after.length).toBe(before);
    }
    const loggedInSessions = async () =>
      (await t.db.selectFrom('sessions').select('id').where('user_id', 'is not', null).execute())
        .length;

    it('a missing, unknown or foreign state creates no session', async () => {
      fake.state.discordUser = { id: '31337', username: 'mallory' };
      const anon = await t.anonymous();
      const back = await fake.authorize((await start(anon.cookie)).toString());
      const before = await loggedInSessions();

      const noState = new URL(back);
      noState.searchParams.delete('state');
      await expectNoLogin(await callback(noState, anon.cookie), 'invalid_state', before);

      const wrong = new URL(back);
      wrong.searchParams.set('state', 'not-the-state');
      await expectNoLogin(await callback(wrong, anon.cookie), 'invalid_state', before);

      // The right state from another browser (session), or from no session at all.
      const other = await t.anonymous();
      await expectNoLogin(await callback(back, other.cookie), 'invalid_state', before);
      await expectNoLogin(await callback(back, null), 'invalid_state', before);
      expect(await findUserByUsername(t.db, 'mallory')).toBeUndefined();
      // None of that consumed it: the rightful browser still completes.
      const ok = await callback(back, anon.cookie);
      expect(ok.headers.location).toBe('/');
    });

    it('an expired state creates no session', async () => {
      fake.state.discordUser = { id: '31338', username: 'slowpoke' };
      const anon = await t.anonymous();
      const back = await fake.authorize((await start(anon.cookie)).toString());
      const before = await loggedInSessions();
      await t.db
        .updateTable('oauth_states')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .execute();
      await expectNoLogin(await callback(back, anon.cookie), 'expired_state', before);
      expect(await findUserByUsername(t.db, 'slowpoke')).toBeUndefined();
    });

    it('a replayed callback or code fails', async () => {
      fake.state.discordUser = { id: '31339', username: 'replayer' };
      const anon = await t.anonymous();
      const back = await fake.authorize((await start(anon.cookie)).toString());
      const ok = await callback(back, anon.cookie);
      expect(ok.headers.location).toBe('/');
      const loggedIn = sessionCookie(ok)!;
      const before = await loggedInSessions();

      // The same callback again: the state is single-use.
      await expectNoLogin(await callback(back, loggedIn), 'invalid_state', before);

      // The old code with a fresh, valid state: the provider refuses the used code.
      const fresh = await start(loggedIn);
      const replay = new URL(back);
      replay.searchParams.set('state', fresh.searchParams.get('state')!);
      await expectNoLogin(await callback(replay, loggedIn), 'discord_failed', before);
    });

    it('the provider refusing (access denied) creates no session', async () => {
      const anon = await t.anonymous();
      const authorize = await start(anon.cookie);
      const back = new URL(`${PUBLIC_URL}/auth/discord/callback`);
      back.searchParams.set('state', authorize.searchParams.get('state')!);
      back.searchParams.set('error', 'access_denied');
      await expectNoLogin(
        await callback(back, anon.cookie),
        'access_denied',
        await loggedInSessions(),
      );
    });

    it('without configuration it sends the browser back to /login', async () => {
      const off = await buildTestApp(dialect, {
        config: { discord: null, discordClientId: null },
      });
      try {
        const anon = await off.anonymous();
        const res = await off.app.inject({
          method: 'GET',
          url: '/auth/discord',
          headers: { cookie: anon.cookie },
        });
        expect(res.headers.location).toBe('/login?error=discord_unavailable');
        const session = await off.app.inject({ method: 'GET', url: '/api/session' });
        expect(session.json()).toMatchObject({ discordLogin: false, demoLogin: false });
      } finally {
        await off.close();
      }
    });
  });

  describe('Kick linking', () => {
    const get = (url: string, cookie: string) =>
      t.app.inject({ method: 'GET', url, headers: { cookie } });

    async function linkFlow(cookie: string) {
      const start = await get('/auth/kick', cookie);
      expect(start.statusCode).toBe(302);
      const authorize = new URL(start.headers.location as string);
      const back = await fake.authorize(authorize.toString());
      return { authorize, back, res: await get(`${back.pathname}${back.search}`, cookie) };
    }

    it('sends logged-out visitors to log in first', async () => {
      const anon = await t.anonymous();
      const res = await get('/auth/kick', anon.cookie);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/login?next=%2Fsettings');
    });

    it('links the Kick account through OAuth 2.1 with PKCE and disconnects it', async () => {
      fake.state.kickUser = { user_id: 777001, name: 'KickViewer42' };
      const member = await createMember(t.db);
      const s = await t.login(member.username);
      const { authorize, res } = await linkFlow(s.cookie);
      expect(`${authorize.origin}${authorize.pathname}`).toBe(
        `${fake.origin}/kick/oauth/authorize`,
      );
      expect(authorize.searchParams.get('scope')).toBe('user:read');
      expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
      expect(authorize.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/auth/kick/callback`);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/settings?kick=connected');
      let row = await findUserByUsername(t.db, member.username);
      expect(row).toMatchObject({ kick_username: 'KickViewer42', kick_user_id: '777001' });
      const token = fake.requests.filter((r) => r.path === '/kick/oauth/token').at(-1)!.form!;
      expect(token).toMatchObject({
        grant_type: 'authorization_code',
        client_id: 'kick-client',
        client_secret: 'kick-secret',
      });
      expect(token.code_verifier).toBeDefined();

      const off = await t.app.inject({
        method: 'POST',
        url: '/api/r/profile/disconnect-kick',
        headers: headersOf(s),
        payload: {},
      });
      expect(off.statusCode).toBe(200);
      expect(off.json()).toEqual({ success: true, message: 'Kick account disconnected' });
      row = await findUserByUsername(t.db, member.username);
      expect(row).toMatchObject({ kick_username: null, kick_user_id: null });
    });

    it('refuses a Kick account another member already linked', async () => {
      fake.state.kickUser = { user_id: '888002', name: 'SharedKick' };
      const first = await createMember(t.db);
      const second = await createMember(t.db);
      expect((await linkFlow((await t.login(first.username)).cookie)).res.headers.location).toBe(
        '/settings?kick=connected',
      );
      expect((await linkFlow((await t.login(second.username)).cookie)).res.headers.location).toBe(
        '/settings?kick=taken',
      );
      expect(await findUserByUsername(t.db, second.username)).toMatchObject({
        kick_user_id: null,
        kick_username: null,
      });
    });

    it('a state started by one member or browser does not finish for another', async () => {
      fake.state.kickUser = { user_id: 999003, name: 'Victim' };
      const alice = await createMember(t.db);
      const bob = await createMember(t.db);
      const a = await t.login(alice.username);
      const start = await get('/auth/kick', a.cookie);
      const back = await fake.authorize(start.headers.location as string);
      const res = await get(`${back.pathname}${back.search}`, (await t.login(bob.username)).cookie);
      expect(res.headers.location).toBe('/settings?kick=invalid_state');
      expect(await findUserByUsername(t.db, bob.username)).toMatchObject({ kick_user_id: null });
      // A state forged into Bob's session row for Alice's account is refused too.
      await t.db.updateTable('oauth_states').set({ user_id: bob.id }).execute();
      expect((await get(`${back.pathname}${back.search}`, a.cookie)).headers.location).toBe(
        '/settings?kick=invalid_state',
      );
    });

    it('reports unavailable without configuration, and disconnect is member-only', async () => {
      const off = await buildTestApp(dialect, { config: { kick: null } });
      try {
        const m = await createMember(off.db);
        const s = await off.login(m.username);
        const res = await off.app.inject({
          method: 'GET',
          url: '/auth/kick',
          headers: { cookie: s.cookie },
        });
        expect(res.headers.location).toBe('/settings?kick=unavailable');
        const anon = await off.anonymous();
        const out = await off.app.inject({
          method: 'POST',
          url: '/api/r/profile/disconnect-kick',
          headers: headersOf(anon),
          payload: {},
        });
        expect(out.statusCode).toBe(401);
      } finally {
        await off.close();
      }
    });
  });

  describe('CSRF on the account routes', () => {
    const ACCOUNT_ROUTES = [
      'POST /auth/demo',
      'POST /logout',
      'POST /api/r/profile/claim-daily',
      'POST /api/r/profile/time-zone',
      'POST /api/r/profile/disconnect-kick',
      'POST /notifications/read-all',
      'POST /notifications/:id/read',
      'POST /api/friends/requests',
      'POST /api/friends/requests/:id/accept',
      'POST /api/friends/requests/:id/decline',
      'DELETE /api/friends/:userId',
    ];

    it('every state-changing account route is in the route table, CSRF-checked, and refused without the token', async () => {
      const unsafe = t.app.routeTable.filter((r) =>
        ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method),
      );
      const keys = unsafe.map((r) => `${r.method} ${r.url}`);
      expect(keys).toEqual(expect.arrayContaining(ACCOUNT_ROUTES));
      // Only the signed webhooks (no session; the sender's signature instead) and the remote
      // failure beacon (a counter, rate limited) skip the check.
      expect(unsafe.filter((r) => !r.csrf).map((r) => `${r.method} ${r.url}`)).toEqual([
        'POST /api/webhooks/kick',
        'POST /api/remotes/failures',
      ]);
      const m = await createMember(t.db);
      const s = await t.login(m.username);
      for (const key of ACCOUNT_ROUTES) {
        const [method, pattern] = key.split(' ') as ['POST' | 'DELETE', string];
        const url = pattern.replace(/:[A-Za-z]+/g, '1');
        const none = await t.app.inject({
          method,
          url,
          headers: { cookie: s.cookie },
          payload: { username: 'csrf_victim', user_id: 1 },
        });
        const wrong = await t.app.inject({
          method,
          url,
          headers: { cookie: s.cookie, 'x-csrf-token': 'wrong' },
          payload: {},
        });
        expect({ key, none: none.statusCode, wrong: wrong.statusCode }).toEqual({
          key,
          none: 403,
          wrong: 403,
        });
      }
      expect((await whoAmI(t.app, s.cookie)).user?.id).toBe(m.id);
      expect(await findUserByUsername(t.db, 'csrf_victim')).toBeUndefined();
    });
  });

  describe('sessions', () => {
    it('GET /api/session answers the preload and a visitor CSRF token, storing nothing', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/session' });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        user: null,
        basePath: '',
        demoLogin: true,
        discordLogin: true,
        settings: { site_name: expect.any(String) },
      });
      expect(body.csrf_token).toEqual(expect.any(String));
      expect(sessionCookie(res)).toBeNull();
      const anon = res.cookies.find((c) => c.name === ANON_CSRF_COOKIE)!;
      expect(anon.value).toBe(body.csrf_token);
      const cookie = `${ANON_CSRF_COOKIE}=${anon.value}`;
      // The signed token works for a state-changing call: the login.
      const login = await t.app.inject({
        method: 'POST',
        url: '/auth/demo',
        headers: { cookie, 'x-csrf-token': body.csrf_token },
        payload: { username: 'via_session' },
      });
      expect(login.statusCode).toBe(200);
    });

    it('logout is POST only: a GET logs nobody out; the header form goes home', async () => {
      const m = await createMember(t.db);
      const s = await t.login(m.username);
      // A link or an image on another site is a GET: it must not end the session.
      const res = await t.app.inject({
        method: 'GET',
        url: '/logout',
        headers: { cookie: s.cookie, accept: 'text/html' },
      });
      expect(res.cookies.find((c) => c.name === 'lobby_sid')).toBeUndefined();
      expect((await whoAmI(t.app, s.cookie)).user?.id).toBe(m.id);

      // The header's Sign out: an urlencoded form with the _csrf field → 303 home.
      const form = await t.app.inject({
        method: 'POST',
        url: '/logout',
        headers: { cookie: s.cookie, 'content-type': 'application/x-www-form-urlencoded' },
        payload: `_csrf=${encodeURIComponent(s['x-csrf-token'])}`,
      });
      expect(form.statusCode).toBe(303);
      expect(form.headers.location).toBe('/');
      expect(form.cookies.find((c) => c.name === 'lobby_sid')?.value).toBe('');
      expect((await whoAmI(t.app, s.cookie)).user).toBeNull();

      const s2 = await t.login(m.username);
      expect(
        (await t.app.inject({ method: 'POST', url: '/logout', headers: { cookie: s2.cookie } }))
          .statusCode,
      ).toBe(403);
      expect((await whoAmI(t.app, s2.cookie)).user?.id).toBe(m.id);
      const out = await t.app.inject({
        method: 'POST',
        url: '/logout',
        headers: headersOf(s2),
        payload: {},
      });
      expect(out.json()).toEqual({ success: true });
      expect((await whoAmI(t.app, s2.cookie)).user).toBeNull();
    });
  });

  describe('session expiry', () => {
    it('ends a session after the idle time, and after the absolute time even when active', async () => {
      let now = Date.parse('2026-11-21T12:00:00.000Z');
      const timed = await buildTestApp(dialect, {
        clock: () => new Date(now),
        config: { demoLogin: true },
      });
      try {
        const login = async () => {
          const anon = await timed.anonymous();
          const res = await timed.app.inject({
            method: 'POST',
            url: '/auth/demo',
            headers: headersOf(anon),
            payload: { username: 'clockwatcher' },
          });
          return sessionCookie(res)!;
        };
        const me = async (cookie: string) =>
          (await whoAmI(timed.app, cookie)).user?.username ?? null;

        // Idle: 7 days without a request ends it.
        const idle = await login();
        now += 6 * DAY;
        expect(await me(idle)).toBe('clockwatcher'); // activity slides the idle deadline
        now += 7 * DAY - 60_000;
        expect(await me(idle)).toBe('clockwatcher');
        now += 7 * DAY + 1;
        expect(await me(idle)).toBeNull();

        // Absolute: 30 days after login it ends however active the member is.
        const active = await login();
        const loggedInAt = now;
        while (now + 5 * DAY < loggedInAt + 30 * DAY) {
          now += 5 * DAY;
          expect(await me(active)).toBe('clockwatcher');
        }
        now = loggedInAt + 30 * DAY - 1;
        expect(await me(active)).toBe('clockwatcher');
        now = loggedInAt + 30 * DAY;
        expect(await me(active)).toBeNull();
      } finally {
        await timed.close();
      }
    });
  });

  describe('base path', () => {
    it('keeps every redirect under BASE_PATH', async () => {
      const sub = await buildTestApp(dialect, {
        config: { basePath: '/lobby', kick: fake.kickConfig(), discord: null },
      });
      try {
        const m = await createMember(sub.db);
        const s = await sub.login(m.username);
        const out = await sub.app.inject({
          method: 'POST',
          url: '/lobby/logout',
          headers: { cookie: s.cookie, 'content-type': 'application/x-www-form-urlencoded' },
          payload: `_csrf=${encodeURIComponent(s['x-csrf-token'])}`,
        });
        expect(out.headers.location).toBe('/lobby/');
        const anon = await sub.anonymous();
        expect(
          (
            await sub.app.inject({
              method: 'GET',
              url: '/lobby/auth/kick',
              headers: { cookie: anon.cookie },
            })
          ).headers.location,
        ).toBe('/lobby/login?next=%2Fsettings');
        const s2 = await sub.login(m.username);
        const start = await sub.app.inject({
          method: 'GET',
          url: '/lobby/auth/kick',
          headers: { cookie: s2.cookie },
        });
        expect(new URL(start.headers.location as string).searchParams.get('redirect_uri')).toMatch(
          /\/lobby\/auth\/kick\/callback$/,
        );
      } finally {
        await sub.close();
      }
    });
  });
});
