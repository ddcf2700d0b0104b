import cluster from 'node:cluster';
import type { FastifyPluginAsync, onResponseHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AggregatorRegistry } from 'prom-client';
import { createMetrics, serveMetrics } from './metrics';

/**
 * Operator metrics (Prometheus): one registry per app, request durations by route pattern, and the
 * hooks other parts call (`app.metrics.jobRun`, `.feedSync`, `.remoteFailure`). With METRICS_PORT
 * a single process serves them on that port (127.0.0.1 unless METRICS_HOST); a cluster worker
 * instead hands its registry to the primary, which serves every worker's series summed
 * (prom-client's AggregatorRegistry over the cluster's IPC; main.ts).
 */
export const metricsPlugin: FastifyPluginAsync = fp(
  async (app) => {
    const metrics = createMetrics({ streamCount: () => app.live?.streamCount() ?? 0 });
    app.decorate('metrics', metrics);

    // Each route observes its own series, found once here: a request pays no lookup of its
    // route's pattern (request.routeOptions builds an object at each read) or of its series.
    // Registered before any route (app.ts), so every route gets one.
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const byMethod = new Map(
        methods.map((m) => [String(m), metrics.requestSeries(route.url, String(m))]),
      );
      const observe: onResponseHookHandler = (request, reply, done) => {
        byMethod.get(request.method)?.observe(reply.statusCode, reply.elapsedTime / 1000);
        done();
      };
      const own = route.onResponse;
      route.onResponse = own === undefined ? [observe] : [...[own].flat(), observe];
    });
    // Requests no route matched (the site's page, or a 404) as one label.
    const observeUnmatched: onResponseHookHandler = (request, reply, done) => {
      if (request.is404)
        metrics.observeRequest(
          'unmatched',
          request.method,
          reply.statusCode,
          reply.elapsedTime / 1000,
        );
      done();
    };
    app.addHook('onResponse', observeUnmatched);

    // Never on the public port: a scraper pointed there gets a plain 404, not the site's page.
    app.get(`${app.config.basePath}/metrics`, async (_request, reply) =>
      reply.code(404).send({ success: false, message: 'Not found' }),
    );

    let listener: Awaited<ReturnType<typeof serveMetrics>> | null = null;
    // The port the listener took (METRICS_PORT=0 in tests takes a free one); null when off.
    app.decorate('metricsPort', () => listener?.port ?? null);
    const { port, host } = app.config.metrics;
    if (port === null) return;
    if (cluster.isWorker) {
      AggregatorRegistry.setRegistries([metrics.registry]);
      return;
    }
    app.addHook('onReady', async () => {
      listener = await serveMetrics(port, host, async () => ({
        contentType: metrics.registry.contentType,
        body: await metrics.registry.metrics(),
      }));
      app.log.info(`Metrics on http://${host}:${listener.port}/metrics`);
    });
    app.addHook('onClose', async () => listener?.close());
  },
  { name: 'metrics' },
);
