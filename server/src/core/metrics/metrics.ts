import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Counter, Gauge, Registry, collectDefaultMetrics } from 'prom-client';
import type { Metric } from 'prom-client';

/** A feed sync's or a job run's result, as the metrics label it. */
export type FeedSyncOutcome = 'ok' | 'failed' | 'skipped' | 'error';

interface Counts {
  labels: { route: string; method: string; status_code: string };
  /** Per bucket (not cumulative), the last one +Inf. */
  buckets: number[];
  sum: number;
  count: number;
}

/** One route pattern and method: its counts by status code. */
export class RouteDurations {
  private readonly byStatus = new Map<number, Counts>();

  constructor(
    private readonly route: string,
    private readonly method: string,
    private readonly bounds: readonly number[],
  ) {}

  observe(statusCode: number, seconds: number): void {
    let counts = this.byStatus.get(statusCode);
    if (!counts) {
      counts = {
        labels: { route: this.route, method: this.method, status_code: String(statusCode) },
        buckets: new Array<number>(this.bounds.length + 1).fill(0),
        sum: 0,
        count: 0,
      };
      this.byStatus.set(statusCode, counts);
    }
    let i = 0;
    while (i < this.bounds.length && seconds > this.bounds[i]!) i++;
    counts.buckets[i]! += 1;
    counts.sum += seconds;
    counts.count += 1;
  }

  counts(): IterableIterator<Counts> {
    return this.byStatus.values();
  }
}

/**
 * A histogram of request durations by route, method and status code that costs a request no
 * labels object, label check or key string (prom-client's Histogram builds all three at every
 * observation): the plugin holds each route's RouteDurations, whose series are plain counters.
 * Registered with prom-client as a metric (`get`, `getForPromString`, what the registry and the
 * cluster's aggregation read), giving the same text and JSON as its Histogram (a test compares).
 */
class RequestDurations {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  private readonly routes = new Map<string, RouteDurations>();

  constructor(
    readonly name: string,
    readonly help: string,
    private readonly bounds: readonly number[],
  ) {}

  series(route: string, method: string): RouteDurations {
    const key = `${method} ${route}`;
    let series = this.routes.get(key);
    if (!series) {
      series = new RouteDurations(route, method, this.bounds);
      this.routes.set(key, series);
    }
    return series;
  }

  /** prom-client's text form: `le` as the label, the series' labels shared. */
  async getForPromString() {
    const values = [];
    for (const route of this.routes.values())
      for (const c of route.counts()) {
        const bucket = `${this.name}_bucket`;
        let acc = 0;
        this.bounds.forEach((le, i) => {
          acc += c.buckets[i]!;
          values.push({ labels: { le }, sharedLabels: c.labels, value: acc, metricName: bucket });
        });
        values.push(
          { labels: { le: '+Inf' }, sharedLabels: c.labels, value: c.count, metricName: bucket },
          { labels: {}, sharedLabels: c.labels, value: c.sum, metricName: `${this.name}_sum` },
          { labels: {}, sharedLabels: c.labels, value: c.count, metricName: `${this.name}_count` },
        );
      }
    return {
      name: this.name,
      help: this.help,
      type: this.type,
      values,
      aggregator: this.aggregator,
    };
  }

  /** The JSON form (what a cluster worker sends the primary): the labels in one object. */
  async get() {
    const data = await this.getForPromString();
    return {
      ...data,
      values: data.values.map(({ labels, sharedLabels, value, metricName }) => ({
        value,
        metricName,
        labels: { ...labels, ...sharedLabels },
      })),
    };
  }

  reset(): void {
    this.routes.clear();
  }
}

/** This app's series, on its own registry (tests build many apps in one process). */
export function createMetrics(opts: { streamCount?: () => number } = {}) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const httpDuration = new RequestDurations(
    'http_request_duration_seconds',
    'HTTP requests by route pattern, method and status code',
    [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  );
  registry.registerMetric(httpDuration as unknown as Metric);
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
    /** The series of one route pattern and method, found once per route (metrics/plugin.ts). */
    requestSeries(route: string, method: string) {
      return httpDuration.series(route, method);
    },
    observeRequest(route: string, method: string, statusCode: number, seconds: number) {
      httpDuration.series(route, method).observe(statusCode, seconds);
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
