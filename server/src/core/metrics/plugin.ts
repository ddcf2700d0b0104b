import cluster from 'node:cluster';
import type { FastifyPluginAsync } from 'fastify';
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

    app.addHook('onResponse', (request, reply, done) => {
      // The route's pattern, never the raw URL (unbounded label values); 404s as one label.
      const route = request.is404 ? 'unmatched' : (request.routeOptions.url ?? 'unmatched');
      metrics.observeRequest(route, request.method, reply.statusCode, reply.elapsedTime / 1000);
      done();
    });

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
