import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { PagePreload } from '@lobby/shared-api/contract';
import { createAffiliate } from './core/affiliates/factories';
import { setSettings } from './core/settings/factories';
import { createMember } from './core/users/factories';
import { buildTestApp, headersOf, testDialects } from './test/app';
import type { TestApp } from './test/app';

const SHELL_HTML = `<!doctype html><html><head><meta charset="utf-8"><title>Lobby</title><!--lobby-head--></head><body><div id="root"></div><script src="/main.1a2b3c4d.js"></script></body></html>`;

function writeBuilds(t: TestApp) {
  fs.mkdirSync(t.config.shellDist, { recursive: true });
  fs.writeFileSync(path.join(t.config.shellDist, 'index.html'), SHELL_HTML);
  fs.writeFileSync(path.join(t.config.shellDist, 'main.1a2b3c4d.js'), 'console.log(1)');
  fs.writeFileSync(path.join(t.config.shellDist, 'remoteEntry.js'), 'var shell;');
  const dist = path.join(t.config.remotesDir, 'community', 'dist');
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(
    path.join(dist, 'lobby-remote.json'),
    JSON.stringify({
      name: 'community',
      version: '1.2.0',
      paths: ['/', '/leaderboard'],
      expose: './routes',
    }),
  );
  fs.writeFileSync(path.join(dist, 'mf-manifest.json'), '{"id":"community"}');
  fs.writeFileSync(path.join(dist, 'remoteEntry.js'), 'var community;');
  fs.writeFileSync(path.join(dist, '123.abcdef12.js'), 'chunk');
  fs.writeFileSync(
    path.join(t.config.remotesDir, 'community', 'package.json'),
    JSON.stringify({
      name: '@lobby/remote-community',
      version: '1.2.0-dev',
      lobby: { name: 'community', paths: ['/'], devPort: 4101 },
    }),
  );
}

describe.each(testDialects())('site and basics (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(() => t.close());

  it('answers /healthz', async () => {
    const res = await t.app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
  });

  it('serves the site settings with their fallbacks, and the active affiliates in order', async () => {
    expect((await t.app.inject('/api/r/settings')).json()).toEqual({
      site_name: 'Lobby',
      site_logo: null,
      site_description: 'Gaming Community Platform',
      casino: {
        crypto1_enabled: false,
        crypto1_label: 'Casino username 1',
        crypto2_enabled: false,
        crypto2_label: 'Casino username 2',
        crypto3_enabled: false,
        crypto3_label: 'Casino username 3',
      },
      social: { kick: null, discord: null, x: null, instagram: null, tiktok: null },
      stream_channel: null,
    });
    await setSettings(t.db, {
      site_name: 'Spin Club',
      site_logo: '/media/demo/site-logo.svg',
      crypto1_enabled: '1',
      crypto1_label: 'Lumen Casino username',
      social_x: 'https://x.com/spinclub',
      stream_channel: 'spinclub',
    });
    const settings = (await t.app.inject('/api/r/settings')).json();
    expect(settings).toMatchObject({
      site_name: 'Spin Club',
      site_logo: '/media/demo/site-logo.svg',
      casino: { crypto1_enabled: true, crypto1_label: 'Lumen Casino username' },
      social: { x: 'https://x.com/spinclub', kick: null },
      stream_channel: 'spinclub',
    });

    await setSettings(t.db, { site_name: 'Lobby' });

    await createAffiliate(t.db, { name: 'Second', sort_order: 2 });
    await createAffiliate(t.db, { name: 'Retired', sort_order: 0, active: 0 });
    const first = await createAffiliate(t.db, {
      name: 'Lumen Casino',
      sort_order: 1,
      logo_url: '/media/demo/logo-lumen-casino.svg',
      benefits: ['200% deposit match', '10% rakeback'],
      redirect_url: 'https://lumen-casino.example/r/lobby',
    });
    const affiliates = (await t.app.inject('/api/r/affiliates')).json();
    expect(affiliates.success).toBe(true);
    expect(affiliates.data.map((a: { name: string }) => a.name)).toEqual([
      'Lumen Casino',
      'Second',
    ]);
    expect(affiliates.data[0]).toEqual({
      id: first.id,
      name: 'Lumen Casino',
      logo_url: '/media/demo/logo-lumen-casino.svg',
      benefits: ['200% deposit match', '10% rakeback'],
      redirect_url: 'https://lumen-casino.example/r/lobby',
    });
  });

  it('serves demo media with the right content type', async () => {
    const res = await t.app.inject('/media/demo/slot-neon-pharaoh.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toContain('<svg');
  });

  it('answers unknown API routes with 404 JSON', async () => {
    const res = await t.app.inject({ url: '/api/r/nope', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: expect.any(String) });
  });

  it('says to build first when the shell is missing', async () => {
    const res = await t.app.inject({ url: '/leaderboard', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(503);
    expect(res.body).toMatch(/build/i);
  });

  describe('with built shell and remotes', () => {
    beforeAll(() => writeBuilds(t));

    it('renders pages with the CSRF meta tag, the preload and the site name', async () => {
      const res = await t.app.inject({
        url: '/store?x=1',
        headers: { accept: 'text/html,application/xhtml+xml' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-store');
      // A visitor gets a signed CSRF cookie, not a session (no database row).
      const cookie = String(res.headers['set-cookie']);
      expect(cookie).not.toMatch(/lobby_sid=/);
      expect(cookie).toMatch(/lobby_csrf=[\w.-]+/);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect(cookie).toMatch(/Path=\//);
      const csrf = /<meta name="csrf-token" content="([^"]+)">/.exec(res.body)?.[1];
      expect(csrf).toBeTruthy();
      const json = /<script id="lobby-preload" type="application\/json">(.*?)<\/script>/s.exec(
        res.body,
      )?.[1];
      const preload = JSON.parse(json!) as PagePreload;
      expect(preload.user).toBeNull();
      expect(preload.settings.site_name).toBe('Lobby');
      expect(preload.basePath).toBe('');
      expect(typeof preload.demoLogin).toBe('boolean');
      expect(preload.discordLogin).toBe(false);
      expect(res.body).toContain('<title>Lobby</title>');
      expect(res.body).not.toContain('<!--lobby-head-->');
      // The visitor's token passes CSRF on a state-changing route.
      const anon = /lobby_csrf=([^;]+)/.exec(cookie)![1];
      expect(anon).toBe(csrf);
      const post = await t.app.inject({
        method: 'POST',
        url: '/api/r/contact',
        headers: { cookie: `lobby_csrf=${anon}`, 'x-csrf-token': csrf! },
        payload: {},
      });
      expect(post.statusCode).toBe(400);
    });

    it('preloads the logged-in member and escapes < in the JSON', async () => {
      const s = await t.login(
        await createMember(t.db, { username: 'spinwizard', email: 'spin@example.com' }),
      );
      await setSettings(t.db, { site_name: '</script><b>Lobby' });
      try {
        const res = await t.app.inject({
          url: '/',
          headers: { accept: 'text/html', cookie: s.cookie },
        });
        expect(res.body).toContain(`<meta name="csrf-token" content="${s['x-csrf-token']}">`);
        const json = /<script id="lobby-preload" type="application\/json">(.*?)<\/script>/s.exec(
          res.body,
        )![1]!;
        expect(json).not.toContain('</');
        const preload = JSON.parse(json) as PagePreload;
        expect(preload.user).toMatchObject({
          username: 'spinwizard',
          role: 'member',
          email: expect.any(String),
        });
        expect(preload.settings.site_name).toBe('</script><b>Lobby');
        expect(res.body).toContain('<title>&lt;/script&gt;&lt;b&gt;Lobby</title>');
        expect(res.headers['set-cookie']).toBeUndefined();
      } finally {
        await setSettings(t.db, { site_name: 'Lobby' });
      }
    });

    it('never serves index.html raw, and serves hashed assets as immutable', async () => {
      const raw = await t.app.inject({ url: '/index.html', headers: { accept: 'text/html' } });
      expect(raw.body).toContain('csrf-token');
      const js = await t.app.inject('/main.1a2b3c4d.js');
      expect(js.statusCode).toBe(200);
      expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const entry = await t.app.inject('/remoteEntry.js');
      expect(entry.headers['cache-control']).toBe('no-cache');
      const missing = await t.app.inject('/missing.3f3f3f3f.js');
      expect(missing.statusCode).toBe(404);
    });

    it('serves remote builds with CORS and cache headers', async () => {
      const manifest = await t.app.inject('/remotes/community/mf-manifest.json');
      expect(manifest.statusCode).toBe(200);
      expect(manifest.headers['access-control-allow-origin']).toBe('*');
      expect(manifest.headers['cache-control']).toBe('no-cache');
      const chunk = await t.app.inject('/remotes/community/123.abcdef12.js');
      expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const traversal = await t.app.inject('/remotes/community/..%2F..%2Fpackage.json');
      expect([403, 404]).toContain(traversal.statusCode);
    });

    it('builds /remotes.json from the built descriptors', async () => {
      const res = await t.app.inject('/remotes.json');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.json()).toEqual({
        remotes: [
          {
            name: 'community',
            manifest: '/remotes/community/mf-manifest.json',
            version: '1.2.0',
            paths: ['/', '/leaderboard'],
            state: 'ok',
          },
        ],
      });
    });

    it('reports every remote at GET /api/remotes, public, with its state', async () => {
      const res = await t.app.inject('/api/remotes');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        remotes: [
          {
            name: 'community',
            manifest: '/remotes/community/mf-manifest.json',
            version: '1.2.0',
            paths: ['/', '/leaderboard'],
            nav: [],
            state: 'ok',
            source: 'build',
          },
        ],
        problems: [],
      });
    });
  });
});

describe.each(testDialects())('remote registry overrides (%s)', (dialect) => {
  let t: TestApp;
  let overrideFile: string;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
    overrideFile = path.join(t.dir, 'remotes.override.json');
  });
  afterAll(() => t.close());

  async function rebuild(config: Partial<TestApp['config']>) {
    const { buildApp } = await import('./app');
    const app = await buildApp({ config: { ...t.config, ...config }, db: t.db, logger: false });
    return app;
  }

  it('replaces and adds entries from LOBBY_REMOTES_FILE, checks their manifests, re-reads it on change', async () => {
    writeBuilds(t);
    // A CDN on another origin: one manifest answers with CORS, the other without.
    const cdn = http.createServer((req, res) => {
      const cors = req.url?.startsWith('/community/');
      res.writeHead(req.url?.endsWith('mf-manifest.json') ? 200 : 404, {
        'content-type': 'application/json',
        ...(cors ? { 'access-control-allow-origin': '*' } : {}),
      });
      res.end(JSON.stringify({ id: 'x', shared: [] }));
    });
    await new Promise<void>((resolve) => cdn.listen(0, '127.0.0.1', resolve));
    const cdnUrl = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}`;
    fs.writeFileSync(
      overrideFile,
      JSON.stringify([
        {
          name: 'community',
          manifest: `${cdnUrl}/community/2.0.0/mf-manifest.json`,
          version: '2.0.0',
          paths: ['/', '/leaderboard'],
        },
        {
          name: 'custom',
          manifest: `${cdnUrl}/custom/mf-manifest.json`,
          version: '0.1.0',
          paths: ['/custom'],
          nav: [{ label: 'Custom', path: '/custom' }],
        },
        { name: 'broken' },
        { manifest: 'https://nameless.example/mf-manifest.json' },
      ]),
    );
    const app = await rebuild({ remotesFile: overrideFile, publicUrl: 'https://site.example' });
    try {
      const body = (await app.inject('/remotes.json')).json();
      expect(body.remotes).toEqual([
        {
          name: 'community',
          manifest: `${cdnUrl}/community/2.0.0/mf-manifest.json`,
          version: '2.0.0',
          paths: ['/', '/leaderboard'],
          state: 'ok',
        },
        {
          name: 'custom',
          manifest: `${cdnUrl}/custom/mf-manifest.json`,
          version: '0.1.0',
          paths: ['/custom'],
          nav: [{ label: 'Custom', path: '/custom' }],
          state: 'error',
          error: `The custom remote is not mounted: its manifest ${cdnUrl}/custom/mf-manifest.json cannot be fetched by this site: the answer has no Access-Control-Allow-Origin header for the site's origin https://site.example.`,
        },
        {
          name: 'broken',
          manifest: '',
          version: '0.0.0',
          paths: [],
          state: 'error',
          error:
            'The broken remote\'s LOBBY_REMOTES_FILE entry #3 is invalid: it needs "manifest" (the URL of its mf-manifest.json) and "paths" (a non-empty list of route patterns).',
        },
      ]);
      const report = (await app.inject('/api/remotes')).json();
      expect(report.problems).toEqual([
        'LOBBY_REMOTES_FILE entry #4 is ignored: it needs a "name" (a container name such as "support").',
      ]);
      expect(report.remotes[1]).toMatchObject({
        name: 'custom',
        source: 'override',
        state: 'error',
        reason: expect.stringContaining('no Access-Control-Allow-Origin header'),
      });

      fs.writeFileSync(overrideFile, JSON.stringify({ remotes: [] }));
      const later = new Date(Date.now() + 5000);
      fs.utimesSync(overrideFile, later, later);
      const again = (await app.inject('/remotes.json')).json();
      expect(again.remotes).toEqual([
        {
          name: 'community',
          manifest: '/remotes/community/mf-manifest.json',
          version: '1.2.0',
          paths: ['/', '/leaderboard'],
          state: 'ok',
        },
      ]);
    } finally {
      await app.close();
      await new Promise((resolve) => cdn.close(resolve));
    }
  });

  it('points at the dev servers when LOBBY_REMOTES_DEV is on, under the base path otherwise', async () => {
    const dev = await rebuild({ remotesDev: 'all' });
    try {
      expect((await dev.inject('/remotes.json')).json().remotes).toEqual([
        {
          name: 'community',
          manifest: 'http://127.0.0.1:4101/mf-manifest.json',
          version: '1.2.0-dev',
          paths: ['/'],
          state: 'ok',
        },
      ]);
    } finally {
      await dev.close();
    }
    const based = await rebuild({ basePath: '/lobby' });
    try {
      const res = await based.inject('/lobby/remotes.json');
      expect(res.json().remotes[0].manifest).toBe('/lobby/remotes/community/mf-manifest.json');
      const page = await based.inject({ url: '/lobby/store', headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      expect(String(page.headers['set-cookie'])).toMatch(/Path=\/lobby/);
      expect((await based.inject('/lobby/api/r/settings')).statusCode).toBe(200);
    } finally {
      await based.close();
    }
  });
});

describe.each(testDialects())('bad input never answers 500 (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(() => t.close());

  it('malformed JSON → 400', async () => {
    const s = await t.anonymous();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/r/contact',
      headers: { ...headersOf(s), 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: expect.stringMatching(/JSON/) });
  });

  it('too large → 413', async () => {
    const s = await t.anonymous();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/r/contact',
      headers: { ...headersOf(s), 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().success).toBe(false);
  });

  it('wrong content type → 415', async () => {
    const s = await t.anonymous();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/r/contact',
      headers: { ...headersOf(s), 'content-type': 'application/xml' },
      payload: '<x/>',
    });
    expect(res.statusCode).toBe(415);
  });

  it('bad query and params → 400 with field errors', async () => {
    const res = await t.app.inject('/api/r/store?sort=cheapest');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'The given data was invalid.',
      errors: { sort: ['Sort must be one of price_asc, price_desc, popular, newest'] },
    });
    const hunt = await t.app.inject('/api/r/bonus-hunts/abc/user-prediction');
    expect(hunt.statusCode).toBe(400);
    expect(hunt.json().errors.id).toBeDefined();
    const page = await t.app.inject('/api/r/bonus-hunts?page=0');
    expect(page.json().errors).toEqual({ page: ['Page must be at least 1'] });
  });
});
