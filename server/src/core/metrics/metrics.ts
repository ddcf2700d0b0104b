import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** A feed sync's or a job run's result, as the metrics label it. */
export type FeedSyncOutcome = 'ok' | 'failed' | 'skipped' | 'error';

/** This app's series, on its own registry (tests build many apps in one process). */
export function createMetrics(opts: { streamCount?: () => number } = {}) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by route pattern, method and status code',
    labelNames: ['route', 'method', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const remoteFailures = new Counter({
    name: 'lobby_remote_load_failures_total',
    help: 'Remotes that failed to load or render in browsers, as the shell reported them',
    labelNames: ['remote', 'version'] as const,
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: 'lobby_job_runs_total',
    help: 'Scheduler job runs by outcome',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });
  const feedSyncs = new Counter({
    name: 'lobby_feed_sync_total',
    help: 'Casino feed syncs by platform and outcome',
    labelNames: ['platform', 'outcome'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'lobby_live_streams_open',
    help: 'Open /api/live event streams in this process',
    registers: [registry],
    collect() {
      this.set(opts.streamCount?.() ?? 0);
    },
  });
  return {
    registry,
    observeRequest(route: string, method: string, statusCode: number, seconds: number) {
      httpDuration.observe({ route, method, status_code: String(statusCode) }, seconds);
    },
    remoteFailure(remote: string, version: string) {
      remoteFailures.inc({ remote, version });
    },
    jobRun(job: string, outcome: string) {
      jobRuns.inc({ job, outcome });
    },
    feedSync(platform: string, outcome: FeedSyncOutcome) {
      feedSyncs.inc({ platform, outcome });
    },
  };
}

export type AppMetrics = ReturnType<typeof createMetrics>;

/**
 * The Prometheus text of `collect` on its own listener: `/metrics` only, never on the public port.
 * Resolves once listening; `close` stops it.
 */
export async function serveMetrics(
  port: number,
  host: string,
  collect: () => Promise<{ contentType: string; body: string }>,
): Promise<{ server: http.Server; port: number; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found\n');
      return;
    }
    collect().then(
      ({ contentType, body }) => res.writeHead(200, { 'Content-Type': contentType }).end(body),
      (error: unknown) =>
        res.writeHead(500, { 'Content-Type': 'text/plain' }).end(`${String(error)}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    server,
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
