import fs from 'node:fs';
import path from 'node:path';
import { buildTestApp, testDialects } from '../../test/app';
import type { TestApp } from '../../test/app';
import { loadConfig } from '../config';

const SHELL_HTML =
  '<!doctype html><html><head><title>x</title><!--lobby-head--></head>' +
  '<body><!--lobby-boot--><div id="root"></div><script>load()</script></body></html>';

/** A shell build and two remote builds (community owns `/`, support owns `/contact`). */
function writeBuilds(t: TestApp) {
  fs.mkdirSync(t.config.shellDist, { recursive: true });
  fs.writeFileSync(path.join(t.config.shellDist, 'index.html'), SHELL_HTML);
  fs.writeFileSync(path.join(t.config.shellDist, 'mf-manifest.json'), '{"id":"shell","shared":[]}');
  for (const [name, paths] of [
    ['community', ['/', '/profile/:username']],
    ['support', ['/contact']],
  ] as const) {
    const dist = path.join(t.config.remotesDir, name, 'dist');
    fs.mkdirSync(dist, { recursive: true });
    fs.writeFileSync(
      path.join(dist, 'lobby-remote.json'),
      JSON.stringify({
        name,
        version: '1.0.0',
        paths,
        expose: './routes',
        pages: { [paths[0]]: [`page.${name}.js`] },
        ...(name === 'community' ? { data: { '/': ['api/r/leaderboard', 'api/r/stream'] } } : {}),
      }),
    );
    fs.writeFileSync(
      path.join(dist, 'mf-manifest.json'),
      JSON.stringify({
        id: name,
        metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [
          {
            path: './routes',
            assets: { js: { sync: [`__federation_expose_routes.${name}.js`], async: ['1.js'] } },
          },
        ],
        shared: [],
      }),
    );
  }
}

const preloadsOf = (html: string) =>
  [
    ...html.matchAll(/<link rel="preload" as="(\w+)"(?: crossorigin="([\w-]+)")? href="([^"]+)">/g),
  ].map((m) => `${m[1]}${m[2] === 'use-credentials' ? ' (cookies)' : ''} ${m[3]}`);

describe.each(testDialects())('the page (%s)', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(dialect);
    writeBuilds(t);
  });
  afterEach(async () => {
    await t.close();
  });

  it("preloads the manifest, remote entry and routes chunk of the path's remote", async () => {
    const home = await t.app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(home.statusCode).toBe(200);
    expect(preloadsOf(home.body)).toEqual([
      'fetch /remotes/community/mf-manifest.json',
      'script /remotes/community/remoteEntry.js',
      'script /remotes/community/__federation_expose_routes.community.js',
      'script /remotes/community/page.community.js',
      'fetch (cookies) /api/r/leaderboard',
      'fetch (cookies) /api/r/stream',
    ]);
    const contact = await t.app.inject({ url: '/contact?x=1', headers: { accept: '*/*' } });
    expect(preloadsOf(contact.body)).toEqual([
      'fetch /remotes/support/mf-manifest.json',
      'script /remotes/support/remoteEntry.js',
      'script /remotes/support/__federation_expose_routes.support.js',
      'script /remotes/support/page.support.js',
    ]);
    // Another page of the same remote: its entry and routes, not the home page's chunk.
    const profile = await t.app.inject({ url: '/profile/ana', headers: { accept: 'text/html' } });
    expect(preloadsOf(profile.body)).toEqual([
      'fetch /remotes/community/mf-manifest.json',
      'script /remotes/community/remoteEntry.js',
      'script /remotes/community/__federation_expose_routes.community.js',
    ]);
  });

  it("with a shell that is not federated, preloads only the page's API reads", async () => {
    fs.rmSync(path.join(t.config.shellDist, 'mf-manifest.json'));
    const home = await t.app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(preloadsOf(home.body)).toEqual([
      'fetch (cookies) /api/r/leaderboard',
      'fetch (cookies) /api/r/stream',
    ]);
  });

  it('preloads nothing on a path no remote owns, or whose remote is in error', async () => {
    const none = await t.app.inject({ url: '/nowhere', headers: { accept: 'text/html' } });
    expect(none.statusCode).toBe(200);
    expect(preloadsOf(none.body)).toEqual([]);
    fs.rmSync(path.join(t.config.remotesDir, 'support', 'dist', 'mf-manifest.json'));
    const broken = await t.app.inject({ url: '/contact', headers: { accept: 'text/html' } });
    expect(preloadsOf(broken.body)).toEqual([]);
  });

  it("shows the boot screen with the site's name, escaped, as the first paint", async () => {
    const res = await t.app.inject({ url: '/', headers: { accept: 'text/html' } });
    const boot = /<div id="lobby-boot"[^>]*>[\s\S]*?<\/div><\/div>/.exec(res.body)?.[0] ?? '';
    expect(boot).toContain('role="status"');
    expect(boot).toMatch(/aria-label="Loading [^"<>]+"/);
    // The classes the shell's index.html styles, the same as the shell's BootScreen.
    expect(boot).toContain('class="lobby-boot"');
    expect(boot).toContain('class="lobby-boot-name"');
    expect(boot).toContain('class="lobby-boot-bar"');
    expect(res.body.indexOf('id="lobby-boot"')).toBeLessThan(res.body.indexOf('id="root"'));
    expect(res.body).not.toContain('<!--lobby-boot-->');
    // The spec's second, which the shell reads from it.
    expect(boot).toContain('data-min-ms="1000"');
  });

  it('writes a shorter least time of the boot screen when LOBBY_BOOT_SCREEN_MS sets one', async () => {
    expect(loadConfig({ NODE_ENV: 'test' }).bootScreenMs).toBe(1000);
    expect(loadConfig({ NODE_ENV: 'test', LOBBY_BOOT_SCREEN_MS: '0' }).bootScreenMs).toBe(0);
    expect(() => loadConfig({ NODE_ENV: 'test', LOBBY_BOOT_SCREEN_MS: 'soon' })).toThrow(
      /LOBBY_BOOT_SCREEN_MS/,
    );
    t.config.bootScreenMs = 0;
    const res = await t.app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(res.body).toMatch(/<div id="lobby-boot"[^>]* data-min-ms="0">/);
  });
});
