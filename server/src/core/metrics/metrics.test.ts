import { AggregatorRegistry, Histogram, Registry } from 'prom-client';
import { createMetrics } from './metrics';

const NAME = 'http_request_duration_seconds';
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The same observations through prom-client's own Histogram, as the series were made before. */
function promClientHistogram(observations: [string, string, number, number][]) {
  const registry = new Registry();
  const histogram = new Histogram({
    name: NAME,
    help: 'HTTP requests by route pattern, method and status code',
    labelNames: ['route', 'method', 'status_code'] as const,
    buckets: BUCKETS,
    registers: [registry],
  });
  for (const [route, method, status, seconds] of observations)
    histogram.observe({ route, method, status_code: String(status) }, seconds);
  return registry;
}

const linesOf = (text: string) =>
  text
    .split('\n')
    .filter((l) => l.includes(NAME))
    .sort();

const valuesOf = (json: Awaited<ReturnType<Registry['getMetricsAsJSON']>>) => {
  const found = json.find((m) => m.name === NAME) as unknown as {
    values: { labels: object; value: number; metricName: string }[];
  };
  return found.values
    .map(({ labels, value, metricName }) => ({ labels, value, metricName }))
    .sort((a, b) =>
      JSON.stringify([a.metricName, a.labels]).localeCompare(
        JSON.stringify([b.metricName, b.labels]),
      ),
    );
};

describe('the request duration histogram', () => {
  // Bucket edges, between them, past the last one (+Inf), several routes, methods and statuses.
  const observations: [string, string, number, number][] = [
    ['/api/r/settings', 'GET', 200, 0.0004],
    ['/api/r/settings', 'GET', 200, 0.005],
    ['/api/r/leaderboard/:slug', 'GET', 200, 0.0051],
    ['/api/r/settings', 'GET', 304, 0.02],
    ['/api/r/contact', 'POST', 403, 0.3],
    ['unmatched', 'GET', 404, 10],
    ['unmatched', 'HEAD', 404, 11.5],
    ['/api/r/leaderboard/:slug', 'GET', 500, 2.5],
  ];

  it('gives the text prom-client Histogram gives for the same requests', async () => {
    const metrics = createMetrics();
    for (const [route, method, status, seconds] of observations)
      metrics.observeRequest(route, method, status, seconds);
    const ours = linesOf(await metrics.registry.metrics());
    expect(ours).toContain(`# TYPE ${NAME} histogram`);
    expect(ours).toContain(
      `${NAME}_bucket{le="0.005",route="/api/r/settings",method="GET",status_code="200"} 2`,
    );
    expect(ours).toContain(`${NAME}_count{route="unmatched",method="HEAD",status_code="404"} 1`);
    expect(ours).toEqual(linesOf(await promClientHistogram(observations).metrics()));
  });

  it('a route series observes as observeRequest does, and the cluster sums them alike', async () => {
    const a = createMetrics();
    const b = createMetrics();
    const settings = a.requestSeries('/api/r/settings', 'GET');
    for (const [route, method, status, seconds] of observations) {
      if (route === '/api/r/settings') settings.observe(status, seconds);
      else a.observeRequest(route, method, status, seconds);
      b.observeRequest(route, method, status, seconds);
    }
    const before = [promClientHistogram(observations), promClientHistogram(observations)];
    expect(valuesOf(await a.registry.getMetricsAsJSON())).toEqual(
      valuesOf(await before[0]!.getMetricsAsJSON()),
    );
    const summed = AggregatorRegistry.aggregate([
      await a.registry.getMetricsAsJSON(),
      await b.registry.getMetricsAsJSON(),
    ]);
    const summedBefore = AggregatorRegistry.aggregate([
      await before[0]!.getMetricsAsJSON(),
      await before[1]!.getMetricsAsJSON(),
    ]);
    expect(linesOf(await summed.metrics())).toEqual(linesOf(await summedBefore.metrics()));
    expect(linesOf(await summed.metrics())).toContain(
      `${NAME}_count{route="/api/r/settings",method="GET",status_code="200"} 4`,
    );
  });

  it('starts again from nothing when the registry resets', async () => {
    const metrics = createMetrics();
    metrics.observeRequest('/api/r/settings', 'GET', 200, 0.001);
    metrics.registry.resetMetrics();
    expect(linesOf(await metrics.registry.metrics())).toEqual([
      `# HELP ${NAME} HTTP requests by route pattern, method and status code`,
      `# TYPE ${NAME} histogram`,
    ]);
  });
});
