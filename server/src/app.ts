import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from './core/clock';
import { systemClock } from './core/clock';
import type { AppConfig } from './core/config';
import { dialectOf } from './core/db';
import type { Database } from './core/db';
import { csrfPlugin } from './core/http/csrf';
import { errorsPlugin } from './core/http/error-handler';
import { routeTablePlugin } from './core/http/route-table';
import { coreRoutes } from './core/routes';
import { sessionsPlugin } from './core/sessions/plugin';
import { sitePlugin } from './core/site/site';
import { ACTIVITY_SOURCES, AREAS, PAYOUT_SOURCES } from './platform';

export interface BuildAppOptions {
  config: AppConfig;
  db: Kysely<Database>;
  /** Injected clock (tests); defaults to the system clock. */
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
}

const MB = 1024 * 1024;

export async function buildApp({
  config,
  db,
  clock = systemClock,
  logger,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? (config.production ? { level: 'info' } : { level: 'warn' }),
    bodyLimit: MB,
    trustProxy: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });

  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('dialect', dialectOf(db));
  app.decorate('clock', clock);
  app.decorate('activitySources', ACTIVITY_SOURCES);
  app.decorate('payoutSources', PAYOUT_SOURCES);

  // External plugins.
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody, { bodyLimit: MB });
  await app.register(fastifyMultipart, {
    attachFieldsToBody: true,
    limits: { fileSize: 10 * MB, files: 5, fields: 50, fieldSize: MB, parts: 60 },
  });

  // The core's plugins: the route table first so it sees every route registered after it.
  await app.register(routeTablePlugin);
  await app.register(errorsPlugin);
  await app.register(sessionsPlugin);
  await app.register(csrfPlugin);
  await app.register(sitePlugin);

  // The core's routes, then every area's (areas/index.ts), all under the base path.
  await app.register(coreRoutes, { prefix: config.basePath });
  for (const area of AREAS) await app.register(area.routes, { prefix: config.basePath });

  return app;
}
