import { remoteManifest, startRemoteBuildServer, writeBuiltSite } from '../../demo/remote-builds';
import type { SessionHeaders, TestApp } from '../../test/app';
import { buildTestApp, headersOf, testDialects } from '../../test/app';
import { createMember } from '../users/factories';

// A canary's build is checked at each health check like the stable one (issue 25, item 4 and
// 6): the version it serves is read from its descriptor, and while it fails a check its share of
// visitors loads the stable build. Releasing, rolling back and promoting: releases.test.ts.

const descriptor = (version: string) => ({
  name: 'support',
  version,
  paths: ['/contact'],
  expose: './routes',
});

describe.each(testDialects())('a canary checked at each check (%s)', (dialect) => {
  let t: TestApp;
  let admin: SessionHeaders;
  let builds: Awaited<ReturnType<typeof startRemoteBuildServer>>;
  // Read by the build server at each request: a test serves another build at the same URL.
  const served = {
    v3: { manifest: remoteManifest('support'), descriptor: descriptor('3.0.0'), cors: true },
  };

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    writeBuiltSite(t.config, { support: descriptor('1.0.0') });
    builds = await startRemoteBuildServer(served);
    admin = await t.login(await createMember(t.db, { role: 'admin' }));
  });
  afterAll(async () => {
    await builds.close();
    await t.close();
  });

  const post = (url: string, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url, headers: headersOf(admin), payload });
  /** What a visitor of the canary's cohort (10 of a 50 % release) is served, after a check. */
  const canarySide = async () => {
    expect((await post('/api/admin/remotes/check')).statusCode).toBe(200);
    const res = await t.app.inject({
      url: '/remotes.json',
      headers: { cookie: 'lobby_cohort=10' },
    });
    return (res.json().remotes as { name: string; version: string; manifest: string }[]).find(
      (r) => r.name === 'support',
    )!;
  };
  const adminView = async () =>
    (await t.app.inject({ url: '/api/admin/remotes', headers: headersOf(admin) }))
      .json()
      .data.remotes.find((r: { name: string }) => r.name === 'support');

  it('serves the version its descriptor names, counts reports of it, and skips it while it fails', async () => {
    const v3 = builds.url('/v3/mf-manifest.json');
    expect(
      (await post('/api/admin/remotes/support/canary', { manifest: v3, percent: 50 })).statusCode,
    ).toBe(200);
    expect(await canarySide()).toMatchObject({ version: '3.0.0', manifest: v3 });

    // A new build at the same URL: its version from the next check on, and its reports count.
    served.v3.descriptor = descriptor('3.0.1');
    expect(await canarySide()).toMatchObject({ version: '3.0.1', manifest: v3 });
    expect((await adminView()).canary).toMatchObject({ version: '3.0.1', state: 'ok' });
    const failed = await t.app.inject({
      method: 'POST',
      url: '/api/remotes/failures',
      payload: { remote: 'support', version: '3.0.1', kind: 'load' },
    });
    expect(failed.statusCode).toBe(204);
    expect((await adminView()).canaries[0]).toMatchObject({ canary_loads: 1, canary_failures: 1 });
    expect(
      await t.app.metrics.registry.getSingleMetricAsString('lobby_remote_load_failures_total'),
    ).toContain('lobby_remote_load_failures_total{remote="support",version="3.0.1"} 1');

    // Its origin stops answering this site (CORS): the cohort loads the stable build meanwhile.
    served.v3.cors = false;
    expect(await canarySide()).toMatchObject({
      version: '1.0.0',
      manifest: '/remotes/support/mf-manifest.json',
    });
    const broken = await adminView();
    expect(broken).toMatchObject({ state: 'ok', version: '1.0.0' });
    expect(broken.canary).toMatchObject({
      state: 'error',
      reason: expect.stringMatching(
        /^The support canary remote is not mounted: its manifest .+ cannot be fetched by this site/,
      ),
    });
    expect(broken.canaries[0]).toMatchObject({ outcome: null }); // still under way

    served.v3.cors = true;
    expect(await canarySide()).toMatchObject({ version: '3.0.1', manifest: v3 });

    // A build naming the stable version could not be told apart from it: not served.
    served.v3.descriptor = descriptor('1.0.0');
    expect(await canarySide()).toMatchObject({
      version: '1.0.0',
      manifest: '/remotes/support/mf-manifest.json',
    });
    expect((await adminView()).canary).toMatchObject({
      state: 'error',
      reason: expect.stringMatching(/the version already served/),
    });
    expect((await post('/api/admin/remotes/support/canary/stop')).statusCode).toBe(200);
  });
});
