import fs from 'node:fs';
import path from 'node:path';
import { remoteManifest, startRemoteBuildServer, writeBuiltSite } from '../../demo/remote-builds';
import type { SessionHeaders, TestApp } from '../../test/app';
import { buildTestApp, headersOf, testDialects } from '../../test/app';
import { auditActions } from '../../test/audit';
import { createMember } from '../users/factories';

const supportDescriptor = (version: string, more: Record<string, unknown> = {}) => ({
  name: 'support',
  version,
  paths: ['/contact', '/tickets'],
  nav: [{ label: 'Contact', path: '/contact' }],
  expose: './routes',
  admin: true,
  ...more,
});

describe.each(testDialects())('Admin › Remotes: add, remove, icons, canary (%s)', (dialect) => {
  let t: TestApp;
  let admin: SessionHeaders;
  let adminId: number;
  let builds: Awaited<ReturnType<typeof startRemoteBuildServer>>;

  beforeAll(async () => {
    t = await buildTestApp(dialect, { config: { canary: { minSample: 10, margin: 0.2 } } });
    writeBuiltSite(t.config, { support: supportDescriptor('1.0.0') });
    builds = await startRemoteBuildServer({
      v2: { manifest: remoteManifest('support'), descriptor: supportDescriptor('2.0.0') },
      bare: {
        manifest: remoteManifest('support'),
        descriptor: { name: 'support', version: '2.5.0', paths: ['/tickets'], expose: './routes' },
      },
      page: {
        manifest: remoteManifest('streamer_page'),
        descriptor: {
          name: 'streamer_page',
          version: '1.0.0',
          paths: ['/my-page'],
          nav: [{ label: 'My page', path: '/my-page', icon: 'star' }],
          expose: './routes',
        },
      },
      clash: {
        manifest: remoteManifest('clash'),
        descriptor: { name: 'clash', version: '1.0.0', paths: ['/contact'], expose: './routes' },
      },
    });
    const row = await createMember(t.db, { role: 'admin' });
    adminId = row.id;
    admin = await t.login(row);
  });
  afterAll(async () => {
    await builds.close();
    await t.close();
  });

  const post = (url: string, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url, headers: headersOf(admin), payload });
  const registry = async (cookie?: string) =>
    (await t.app.inject({ url: '/remotes.json', headers: cookie ? { cookie } : {} })).json()
      .remotes as {
      name: string;
      manifest: string;
      version: string;
      paths: string[];
      nav?: { label: string; path: string; icon?: string }[];
      canary?: boolean;
    }[];
  const remoteAudit = () => auditActions(t.db, 'remotes');

  it('adds a remote under its own name with its own paths and sidebar entry; removes it; Roll back brings it back', async () => {
    const url = builds.url('/page/mf-manifest.json');
    const added = await post('/api/admin/remotes', { name: 'streamer_page', manifest: url });
    expect(added.statusCode).toBe(200);
    const page = (await registry()).find((r) => r.name === 'streamer_page');
    expect(page).toMatchObject({
      manifest: url,
      paths: ['/my-page'],
      nav: [{ label: 'My page', path: '/my-page', icon: 'star' }],
    });
    expect((await registry()).find((r) => r.name === 'support')?.version).toBe('1.0.0');

    const again = await post('/api/admin/remotes', { name: 'streamer_page', manifest: url });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors.name[0]).toMatch(/already/);
    const clash = await post('/api/admin/remotes', {
      name: 'clash',
      manifest: builds.url('/clash/mf-manifest.json'),
    });
    expect(clash.statusCode).toBe(422);
    expect(clash.json().errors.manifest[0]).toMatch(
      /\/contact \(support\) belong to other remotes/,
    );
    const bad = await post('/api/admin/remotes', { name: 'no spaces', manifest: 'ftp://x' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['manifest', 'name']);

    // The icon of its sidebar entry, chosen in the admin: a new entry of the same build.
    const icons = await post('/api/admin/remotes/streamer_page/nav', {
      nav: [{ path: '/my-page', icon: 'trophy' }],
    });
    expect(icons.statusCode).toBe(200);
    expect((await registry()).find((r) => r.name === 'streamer_page')?.nav).toEqual([
      { label: 'My page', path: '/my-page', icon: 'trophy' },
    ]);
    const badIcon = await post('/api/admin/remotes/streamer_page/nav', {
      nav: [{ path: '/nowhere', icon: 'Not An Icon' }],
    });
    expect(badIcon.statusCode).toBe(400);

    // Built-in remotes are replaced, never removed.
    expect((await post('/api/admin/remotes/support/remove')).statusCode).toBe(409);
    const removed = await post('/api/admin/remotes/streamer_page/remove');
    expect(removed.statusCode).toBe(200);
    expect((await registry()).map((r) => r.name)).toEqual(['support']);
    expect(removed.json().data.removed).toEqual([
      expect.objectContaining({
        name: 'streamer_page',
        removed_by: expect.objectContaining({ id: adminId }),
      }),
    ]);
    expect((await post('/api/admin/remotes/streamer_page/rollback')).statusCode).toBe(200);
    expect((await registry()).find((r) => r.name === 'streamer_page')?.nav?.[0]?.icon).toBe(
      'trophy',
    );

    expect(await remoteAudit()).toEqual([
      'remote.add',
      'remote.nav',
      'remote.remove',
      'remote.rollback',
    ]);
    // Leave it removed for the next tests.
    expect((await post('/api/admin/remotes/streamer_page/remove')).statusCode).toBe(200);
  });

  it('removes a LOBBY_REMOTES_FILE entry', async () => {
    const file = path.join(path.dirname(t.config.remotesDir), 'remotes-file.json');
    fs.writeFileSync(
      file,
      JSON.stringify([
        { name: 'extra', manifest: builds.url('/page/mf-manifest.json'), paths: ['/extra'] },
      ]),
    );
    const other = await buildTestApp(dialect, { config: { remotesFile: file } });
    try {
      fs.cpSync(t.config.shellDist, other.config.shellDist, { recursive: true });
      const o = await other.login(await createMember(other.db, { role: 'admin' }));
      const list = await other.app.inject({ url: '/api/admin/remotes', headers: headersOf(o) });
      expect(list.json().data.remotes).toEqual([
        expect.objectContaining({ name: 'extra', source: 'override', can_remove: true }),
      ]);
      const res = await other.app.inject({
        method: 'POST',
        url: '/api/admin/remotes/extra/remove',
        headers: headersOf(o),
        payload: {},
      });
      expect(res.statusCode).toBe(200);
      expect((await other.app.inject('/remotes.json')).json().remotes).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it('Replace names what the new build drops and needs it confirmed', async () => {
    const url = builds.url('/bare/mf-manifest.json');
    const preview = await post('/api/admin/remotes/support/replace/preview', { manifest: url });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toEqual({
      version: '2.5.0',
      drops: { paths: ['/contact'], admin: true, nav: [{ label: 'Contact', path: '/contact' }] },
    });
    const refused = await post('/api/admin/remotes/support/replace', { manifest: url });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'The new build of support drops its pages /contact, its admin screens, its sidebar links "Contact". Confirm to replace it anyway.',
    );
    expect((await registry()).find((r) => r.name === 'support')?.version).toBe('1.0.0');
    const same = await post('/api/admin/remotes/support/replace/preview', {
      manifest: builds.url('/v2/mf-manifest.json'),
    });
    expect(same.json().data.drops).toEqual({ paths: [], admin: false, nav: [] });

    const done = await post('/api/admin/remotes/support/replace', {
      manifest: url,
      accept_drops: true,
    });
    expect(done.statusCode).toBe(200);
    expect((await registry()).find((r) => r.name === 'support')).toMatchObject({
      version: '2.5.0',
      paths: ['/tickets'],
    });
    expect((await post('/api/admin/remotes/support/rollback')).statusCode).toBe(200);
  });

  it('a canary serves its build to a sticky share of visitors, rolls back by itself when it fails, and is promoted by hand', async () => {
    const v2 = builds.url('/v2/mf-manifest.json');
    const bad = await post('/api/admin/remotes/support/canary', { manifest: v2, percent: 100 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.percent).toBeDefined();
    const started = await post('/api/admin/remotes/support/canary', { manifest: v2, percent: 50 });
    expect(started.statusCode).toBe(200);
    expect(
      (await post('/api/admin/remotes/support/canary', { manifest: v2, percent: 20 })).statusCode,
    ).toBe(409);

    // The cohort cookie decides the side; a visitor without one gets one, kept for a year.
    const first = await t.app.inject('/remotes.json');
    const cookie = String(first.headers['set-cookie']);
    expect(cookie).toMatch(/lobby_cohort=\d{1,2};.*Max-Age=31536000/);
    const inCanary = (await registry('lobby_cohort=10')).find((r) => r.name === 'support')!;
    const inStable = (await registry('lobby_cohort=75')).find((r) => r.name === 'support')!;
    expect(inCanary).toMatchObject({ version: '2.0.0', manifest: v2, canary: true });
    expect(inStable).toMatchObject({ version: '1.0.0', canary: true });
    const page = await t.app.inject({
      url: '/contact',
      headers: { accept: 'text/html', cookie: 'lobby_cohort=10' },
    });
    expect(page.body).toContain(v2);

    const report = (version: string, kind: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/remotes/failures',
        payload: { remote: 'support', version, kind },
      });
    // Stable: 10 loads, 1 failure. Canary: 9 loads with 4 failures — below the minimum sample.
    for (let i = 0; i < 9; i++) expect((await report('1.0.0', 'mounted')).statusCode).toBe(204);
    await report('1.0.0', 'load');
    for (let i = 0; i < 5; i++) await report('2.0.0', 'mounted');
    for (let i = 0; i < 3; i++) await report('2.0.0', 'load');
    await report('2.0.0', 'mounted');
    await report('2.0.0', 'render');
    expect((await registry('lobby_cohort=10')).find((r) => r.name === 'support')?.version).toBe(
      '2.0.0',
    );
    // The tenth canary load fails: 5 of 10 (50 %) against 10 % + 20 points → rolled back.
    await report('2.0.0', 'load');
    expect((await registry('lobby_cohort=10')).find((r) => r.name === 'support')).toEqual(
      expect.objectContaining({ version: '1.0.0' }),
    );
    expect(
      (await registry('lobby_cohort=10')).find((r) => r.name === 'support')?.canary,
    ).toBeUndefined();
    const view = (await t.app.inject({ url: '/api/admin/remotes', headers: headersOf(admin) }))
      .json()
      .data.remotes.find((r: { name: string }) => r.name === 'support');
    expect(view.canaries[0]).toMatchObject({
      version: '2.0.0',
      outcome: 'rolled_back',
      canary_loads: 10,
      canary_failures: 5,
      stable_loads: 10,
      stable_failures: 1,
      reason:
        'Rolled back by itself: 2.0.0 failed in 50 % of 10 loads, 1.0.0 in 10 % of 10 (the limit is 20 points more over at least 10 loads).',
    });
    const notes = await t.db
      .selectFrom('notifications')
      .select(['type', 'user_id'])
      .where('type', '=', 'remote_canary_rolled_back')
      .execute();
    expect(notes.map((n) => Number(n.user_id))).toContain(adminId);
    const metrics = await t.app.metrics.registry.getSingleMetricAsString(
      'lobby_remote_load_failures_total',
    );
    expect(metrics).toContain(
      'lobby_remote_load_failures_total{remote="support",version="2.0.0"} 5',
    );

    // Again, then promoted by hand: every visitor loads it.
    expect(
      (await post('/api/admin/remotes/support/canary', { manifest: v2, percent: 10 })).statusCode,
    ).toBe(200);
    expect((await post('/api/admin/remotes/support/canary/promote')).statusCode).toBe(200);
    for (const cohort of ['5', '95'])
      expect(
        (await registry(`lobby_cohort=${cohort}`)).find((r) => r.name === 'support'),
      ).toMatchObject({
        version: '2.0.0',
        manifest: v2,
      });
    expect((await post('/api/admin/remotes/support/canary/stop')).statusCode).toBe(409);
    expect(await remoteAudit()).toEqual(
      expect.arrayContaining(['remote.canary', 'remote.canary.rollback', 'remote.canary.promote']),
    );
    const rolledBack = await t.db
      .selectFrom('audit_log')
      .select(['actor_id', 'entity_id'])
      .where('action', '=', 'remote.canary.rollback')
      .executeTakeFirstOrThrow();
    expect(rolledBack).toEqual({ actor_id: null, entity_id: 'support' });
  });
});
