import { remoteManifest, startRemoteBuildServer, writeBuiltSite } from '../../demo/remote-builds';
import type { SessionHeaders, TestApp } from '../../test/app';
import { buildTestApp, headersOf, testDialects } from '../../test/app';
import { auditActions } from '../../test/audit';
import { createMember } from '../users/factories';

const manifest = remoteManifest;
const descriptor = (name: string, version: string) => ({
  name,
  version,
  paths: ['/contact', '/tickets'],
  expose: './routes',
  admin: true,
});

describe.each(testDialects())('Admin › Remotes (%s)', (dialect) => {
  let t: TestApp;
  let admin: SessionHeaders;
  let adminId: number;
  let builds: Awaited<ReturnType<typeof startRemoteBuildServer>>;
  /** A build whose files the tests change while it is served (a new build at the same URL). */
  const live: { manifest: unknown; descriptor: unknown } = {
    manifest: manifest('support'),
    descriptor: descriptor('support', '2.0.0'),
  };

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    writeBuiltSite(t.config, { support: descriptor('support', '1.0.0') });
    builds = await startRemoteBuildServer({
      v2: { manifest: manifest('support'), descriptor: descriptor('support', '2.0.0') },
      v3: { manifest: manifest('support'), descriptor: descriptor('support', '3.0.0') },
      major: {
        manifest: manifest('support', '^2.0.0'),
        descriptor: descriptor('support', '9.0.0'),
      },
      other: { manifest: manifest('commerce'), descriptor: descriptor('commerce', '1.0.0') },
      nocors: {
        manifest: manifest('support'),
        descriptor: descriptor('support', '2.0.0'),
        cors: false,
      },
      nodesc: { manifest: manifest('support'), descriptor: undefined },
      // Built with a kit whose remotes take the shell's bundler runtime and singletons: this
      // site's shell (its build states no level) provides only the federation runtime.
      newkit: {
        manifest: manifest('support'),
        descriptor: {
          ...descriptor('support', '4.0.0'),
          runtime: { external: true, federation: '2.9.2', platform: 2 },
        },
      },
      live,
    });
    const row = await createMember(t.db, { role: 'admin' });
    adminId = row.id;
    admin = await t.login(row);
  });
  afterAll(async () => {
    await builds.close();
    await t.close();
  });

  const registry = async () =>
    (await t.app.inject('/remotes.json')).json().remotes as {
      name: string;
      manifest: string;
      version: string;
      state: string;
    }[];
  const support = async () => (await registry()).find((r) => r.name === 'support')!;
  const replace = (manifestUrl: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/remotes/support/replace',
      headers: headersOf(admin),
      payload: { manifest: manifestUrl },
    });
  const rollback = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/remotes/support/rollback',
      headers: headersOf(admin),
      payload: {},
    });
  const remoteAudit = () => auditActions(t.db, 'remotes');

  it('lists the registry as it is served', async () => {
    const res = await t.app.inject({ url: '/api/admin/remotes', headers: headersOf(admin) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.remotes).toEqual([
      expect.objectContaining({
        name: 'support',
        version: '1.0.0',
        manifest: '/remotes/support/mf-manifest.json',
        state: 'ok',
        source: 'build',
        admin: true,
        history: [],
        can_roll_back: false,
      }),
    ]);
  });

  it('refuses a manifest that does not answer, is another container, needs another major, lacks CORS or a descriptor, or needs more of the shell', async () => {
    const cases: [string, RegExp][] = [
      ['http://127.0.0.1:9/support/mf-manifest.json', /does not answer/],
      [builds.url('/missing/mf-manifest.json'), /answered HTTP 404/],
      [builds.url('/other/mf-manifest.json'), /is the "commerce" container, not "support"/],
      [
        builds.url('/major/mf-manifest.json'),
        /The support remote needs @lobby\/shared-api \^2\.0\.0, this site provides 1\.0\.0/,
      ],
      [builds.url('/nocors/mf-manifest.json'), /no Access-Control-Allow-Origin header/],
      [
        builds.url('/nodesc/mf-manifest.json'),
        /descriptor at .*lobby-remote\.json answered HTTP 404/,
      ],
      [
        builds.url('/newkit/mf-manifest.json'),
        /The support remote is built with a newer @lobby\/remote-kit: it takes platform runtime 2 .*this site's shell provides 1: rebuild the shell with that kit, or the remote with "externalRuntime": false\./,
      ],
    ];
    for (const [url, message] of cases) {
      const res = await replace(url);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 422 });
      expect(res.json().errors.manifest[0]).toMatch(message);
    }
    const bad = await replace('javascript:alert(1)');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.manifest).toBeDefined();
    const inside = await replace('http://169.254.169.254/latest/mf-manifest.json');
    expect(inside.statusCode).toBe(400);
    expect(inside.json().errors.manifest[0]).toMatch(/inside the server's network/);
    expect((await support()).version).toBe('1.0.0');
    expect(await remoteAudit()).toEqual([]);
  });

  it('replaces a remote by a new manifest URL (next page load), and rolls back one step at a time', async () => {
    const v2 = builds.url('/v2/mf-manifest.json');
    const res = await replace(v2);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(`support now loads 2.0.0 from ${v2} on the next page load.`);
    expect(await support()).toMatchObject({ manifest: v2, version: '2.0.0', state: 'ok' });
    const page = await t.app.inject({ url: '/contact', headers: { accept: 'text/html' } });
    expect(String(page.headers['content-security-policy'] ?? '')).toContain(new URL(v2).origin);

    const v3 = builds.url('/v3/mf-manifest.json');
    expect((await replace(v3)).statusCode).toBe(200);
    expect((await support()).version).toBe('3.0.0');

    const list = (
      await t.app.inject({ url: '/api/admin/remotes', headers: headersOf(admin) })
    ).json().data.remotes[0];
    expect(list).toMatchObject({ source: 'admin', can_roll_back: true });
    expect(
      list.history.map((h: { version: string; live: boolean }) => [h.version, h.live]),
    ).toEqual([
      ['3.0.0', true],
      ['2.0.0', false],
    ]);
    expect(list.history[0].created_by).toMatchObject({ id: adminId });

    const back = await rollback();
    expect(back.statusCode).toBe(200);
    expect((await support()).version).toBe('2.0.0');
    expect((await rollback()).statusCode).toBe(200);
    expect(await support()).toMatchObject({
      version: '1.0.0',
      manifest: '/remotes/support/mf-manifest.json',
    });
    const none = await rollback();
    expect(none.statusCode).toBe(409);

    expect(await remoteAudit()).toEqual([
      'remote.replace',
      'remote.replace',
      'remote.rollback',
      'remote.rollback',
    ]);
    const rows = await t.db.selectFrom('remote_overrides').selectAll().orderBy('id').execute();
    expect(rows).toHaveLength(2); // history kept
    expect(rows.every((r) => r.reverted_at != null && r.reverted_by === adminId)).toBe(true);
  });

  it('"Check now" checks again at once: the version served and a remote going down and back up', async () => {
    const url = builds.url('/live/mf-manifest.json');
    expect((await replace(url)).statusCode).toBe(200);
    const checkNow = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/remotes/check',
        headers: headersOf(admin),
        payload: {},
      });
    const listed = (res: { json(): unknown }) =>
      (res.json() as { data: { remotes: { name: string; version: string; state: string }[] } }).data
        .remotes[0]!;

    // A 2.1.0 build served at the same URL: the version shown is the one served.
    live.descriptor = descriptor('support', '2.1.0');
    const after = await checkNow();
    expect(after.statusCode).toBe(200);
    expect(listed(after)).toMatchObject({ version: '2.1.0', state: 'ok' });
    expect(await support()).toMatchObject({ version: '2.1.0', state: 'ok' });

    // A build at the same URL made with a newer kit than this site's shell: refused, not mounted.
    live.descriptor = {
      ...descriptor('support', '2.2.0'),
      runtime: { external: true, federation: '2.9.2', platform: 2 },
    };
    expect(listed(await checkNow())).toMatchObject({ version: '2.2.0', state: 'error' });
    expect((await registry()).find((r) => r.name === 'support')).toMatchObject({
      state: 'error',
      error: expect.stringContaining('takes platform runtime 2'),
    });
    live.descriptor = descriptor('support', '2.1.0');

    // Down: the next check says so at once, not after the check interval.
    live.manifest = undefined;
    expect(listed(await checkNow())).toMatchObject({ state: 'error' });
    const down = await support();
    expect(down.state).toBe('error');
    // Back up: the shell's Retry (?check=1) sees it at once too (after recheck's 2 s floor,
    // passed by moving the clock instead of waiting).
    live.manifest = manifest('support');
    const realNow = Date.now.bind(Date);
    const later = jest.spyOn(Date, 'now').mockImplementation(() => realNow() + 2_100);
    const retried = (await t.app.inject('/remotes.json?check=1')).json().remotes as {
      name: string;
      state: string;
    }[];
    later.mockRestore();
    expect(retried.find((r) => r.name === 'support')).toMatchObject({ state: 'ok' });

    const member = await t.login(await createMember(t.db));
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/admin/remotes/check',
      headers: headersOf(member),
      payload: {},
    });
    expect(refused.statusCode).toBe(403);
    expect((await rollback()).statusCode).toBe(200);
  });

  it('404s an unknown remote', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/remotes/nothing/replace',
      headers: headersOf(admin),
      payload: { manifest: builds.url('/v2/mf-manifest.json') },
    });
    expect(res.statusCode).toBe(404);
  });
});
