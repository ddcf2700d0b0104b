import fs from 'node:fs';
import path from 'node:path';
import { buildTestApp, testDialects } from '../../test/app';
import type { TestApp } from '../../test/app';

// Registry honesty through the running app (issue 7, item 5): a remote folder without its
// descriptor, or with one that does not parse, is logged when the server starts and reported by
// GET /api/remotes (state and reason) — and its paths still answer with the shell's page, whose
// remote page then shows the area's error panel with Retry (shell: remote-page.test.tsx), not a
// 404. The registry's own cases are in remote-registry.test.ts.

const SHELL_HTML =
  '<!doctype html><html><head><meta charset="utf-8"><title>Lobby</title><!--lobby-head--></head><body><div id="root"></div></body></html>';

/** The built shell, a healthy community remote, support without descriptor, commerce broken. */
function writeBuilds(t: TestApp) {
  fs.mkdirSync(t.config.shellDist, { recursive: true });
  fs.writeFileSync(path.join(t.config.shellDist, 'index.html'), SHELL_HTML);
  const remote = (name: string, lobby: object, descriptor?: string) => {
    const dir = path.join(t.config.remotesDir, name);
    fs.mkdirSync(path.join(dir, 'dist'), { recursive: true });
    fs.writeFileSync(
      path.join(dir, 'package.json'),
      JSON.stringify({ name: `@lobby/remote-${name}`, version: '1.0.0', lobby }),
    );
    fs.writeFileSync(path.join(dir, 'dist', 'mf-manifest.json'), JSON.stringify({ id: name }));
    if (descriptor !== undefined)
      fs.writeFileSync(path.join(dir, 'dist', 'lobby-remote.json'), descriptor);
  };
  remote(
    'community',
    { name: 'community', paths: ['/'] },
    JSON.stringify({ name: 'community', version: '1.0.0', paths: ['/'], expose: './routes' }),
  );
  remote('support', { name: 'support', paths: ['/contact', '/tickets'] });
  remote('commerce', { name: 'commerce', paths: ['/store', '/vip-rewards'] }, '{"name": "comm');
}

const MISSING =
  'The support remote has no descriptor: remotes/support/dist/lobby-remote.json is missing (build the remote).';
const UNPARSABLE =
  /^The commerce remote's descriptor remotes\/commerce\/dist\/lobby-remote\.json is not valid JSON \(.+\)\.$/;

/** Waits until check() holds, polling every 10 ms, failing after `ms`. */
async function until(check: () => boolean, what: string, ms = 5000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe.each(testDialects())('remote registry honesty in the app (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
    writeBuilds(t);
  });
  afterAll(() => t.close());

  it('logs a missing and an unparsable descriptor at start-up and reports both at GET /api/remotes', async () => {
    const logged: { level: number; msg: string }[] = [];
    const { buildApp } = await import('../../app');
    const app = await buildApp({
      config: t.config,
      db: t.db,
      logger: { level: 'warn', stream: { write: (line: string) => logged.push(JSON.parse(line)) } },
    });
    try {
      await app.ready();
      // Start-up: each problem is a warning in the server's log, before any request.
      const warned = (matches: (reason: string) => boolean) =>
        logged.some(
          (l) => l.level === 40 && l.msg.startsWith('[remotes] ') && matches(l.msg.slice(10)),
        );
      await until(
        () => warned((r) => r === MISSING) && warned((r) => UNPARSABLE.test(r)),
        'the start-up warnings of both remotes',
      );

      const res = await app.inject('/api/remotes');
      expect(res.statusCode).toBe(200);
      const byName = Object.fromEntries(
        (res.json().remotes as { name: string }[]).map((r) => [r.name, r]),
      );
      expect(byName.community).toMatchObject({ state: 'ok', paths: ['/'] });
      // Not left out: in error, on the paths its package declares, with the reason.
      expect(byName.support).toMatchObject({
        state: 'error',
        paths: ['/contact', '/tickets'],
        reason: MISSING,
      });
      expect(byName.commerce).toMatchObject({
        state: 'error',
        paths: ['/store', '/vip-rewards'],
        reason: expect.stringMatching(UNPARSABLE),
      });

      // What the shell reads: the same remotes, in error with the reason, so their routes get the
      // area's error panel instead of the not-found page.
      const shellRegistry = (await app.inject('/remotes.json')).json().remotes as {
        name: string;
      }[];
      expect(shellRegistry.find((r) => r.name === 'support')).toMatchObject({
        state: 'error',
        error: MISSING,
      });
      expect(shellRegistry.find((r) => r.name === 'commerce')).toMatchObject({
        state: 'error',
        error: expect.stringMatching(UNPARSABLE),
      });
      // Their pages are the shell's page (which mounts the error panel), not a 404.
      for (const url of ['/contact', '/store']) {
        const page = await app.inject({ url, headers: { accept: 'text/html' } });
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain('<div id="root"></div>');
      }
    } finally {
      await app.close();
    }
  });
});
