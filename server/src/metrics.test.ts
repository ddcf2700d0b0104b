import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import {
  createFeed,
  createLeaderboard,
  createPlatform,
} from './areas/community/leaderboard/factories';
import { fakeFeedConfigs } from './demo/feeds';
import { startTestFeeds, TEST_NOW } from './demo/feeds/testing';
import { buildTestApp, testDialects } from './test/app';
import type { TestApp } from './test/app';

function get(
  port: number,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

describe.each(testDialects())('operator metrics (%s)', (dialect) => {
  let t: TestApp;
  let feeds: Awaited<ReturnType<typeof startTestFeeds>>;
  let publicPort: number;
  let metricsPort: number;
  const now = new Date(TEST_NOW);

  beforeAll(async () => {
    t = await buildTestApp(dialect, {
      clock: () => now,
      config: { metrics: { port: 0, host: '127.0.0.1' } },
    });
    // One built remote in the registry, for the failure reports to name.
    const dir = path.join(t.config.remotesDir, 'community');
    fs.mkdirSync(path.join(dir, 'dist'), { recursive: true });
    fs.writeFileSync(
      path.join(dir, 'package.json'),
      JSON.stringify({
        name: '@lobby/remote-community',
        version: '1.4.2',
        lobby: { name: 'community', paths: ['/'] },
      }),
    );
    fs.writeFileSync(
      path.join(dir, 'dist', 'mf-manifest.json'),
      JSON.stringify({ id: 'community' }),
    );
    fs.writeFileSync(
      path.join(dir, 'dist', 'lobby-remote.json'),
      JSON.stringify({ name: 'community', version: '1.4.2', paths: ['/'], expose: './routes' }),
    );
    feeds = await startTestFeeds();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    publicPort = (t.app.server.address() as AddressInfo).port;
    metricsPort = t.app.metricsPort()!;
  });
  afterAll(async () => {
    await feeds.close();
    await t.close();
  });

  it('serves every series with its labels on its own port, and /metrics not on the public one', async () => {
    expect(metricsPort).toBeGreaterThan(0);
    expect(metricsPort).not.toBe(publicPort);

    // Requests: a matched route with a parameter, and an unmatched one.
    await get(publicPort, '/api/r/giveaways/12345');
    await get(publicPort, '/api/no-such-thing/42');

    // A feed sync through the scheduler's run-now path.
    const p = await createPlatform(t.db, { slug: 'metrics-roobet' });
    await createLeaderboard(t.db, {
      platformId: p.id,
      period_start: '2026-11-16T00:00:00.000Z',
      period_end: '2026-11-23T00:00:00.000Z',
      prizes: [500_00],
    });
    const { kind, config } = fakeFeedConfigs(feeds.url).roobet;
    await createFeed(t.db, p.id, kind, config);
    const run = await t.app.scheduler.runNow('community.leaderboards.sync');
    expect(run.outcome).toBe('ok');

    // A remote failure report (JSON, no CSRF token: a beacon), and a bad one.
    const remote = 'community';
    const report = await t.app.inject({
      method: 'POST',
      url: '/api/remotes/failures',
      payload: { remote, version: '1.4.2', kind: 'render' },
    });
    expect(report.statusCode).toBe(204);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/remotes/failures',
      payload: { remote: 'not-a-remote', version: 'x'.repeat(80), kind: 'boom' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['kind', 'version']);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/remotes/failures',
      payload: { remote: 'not-a-remote', version: '1.0.0', kind: 'load' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.remote).toBeDefined();

    // An open live stream.
    const stream = http.get({
      host: '127.0.0.1',
      port: publicPort,
      path: '/api/live?channels=leaderboard',
    });
    stream.on('error', () => {});
    await new Promise((r) => stream.once('response', r));

    const scraped = await get(metricsPort, '/metrics');
    stream.destroy();
    expect(scraped.status).toBe(200);
    const text = scraped.body;
    expect(text).toMatch(
      /http_request_duration_seconds_count\{route="\/api\/r\/giveaways\/:id",method="GET",status_code="\d{3}"\} 1/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_count\{route="unmatched",method="GET",status_code="404"\} 1/,
    );
    // No label carries a raw path (a value such as a duration's sum may hold the digits by chance).
    expect(text).not.toMatch(/="[^"\n]*12345[^"\n]*"/);
    expect(text).toContain(
      `lobby_job_runs_total{job="community.leaderboards.sync",outcome="ok"} 1`,
    );
    expect(text).toContain(`lobby_feed_sync_total{platform="metrics-roobet",outcome="ok"} 1`);
    expect(text).toContain(
      `lobby_remote_load_failures_total{remote="${remote}",version="1.4.2"} 1`,
    );
    expect(text).not.toContain('not-a-remote');
    expect(text).toContain('lobby_live_streams_open 1');
    expect(text).toMatch(/process_cpu_user_seconds_total \d/);
    expect(text).toMatch(/nodejs_eventloop_lag_seconds \d/);

    // What Prometheus sends; a browser's HTML GET would get the site's page instead.
    const onPublic = await get(publicPort, '/metrics', { accept: 'text/plain' });
    expect(onPublic.status).toBe(404);
    expect(onPublic.body).not.toContain('lobby_');
    expect((await get(metricsPort, '/other')).status).toBe(404);
  });

  it('has no listener and a registry of its own when METRICS_PORT is unset', async () => {
    const other = await buildTestApp(dialect);
    try {
      expect(other.app.metricsPort()).toBeNull();
      expect(other.app.metrics.registry).not.toBe(t.app.metrics.registry);
    } finally {
      await other.close();
    }
  });
});
