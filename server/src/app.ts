import type http from 'node:http';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import Fastify from 'fastify';
import type {
  FastifyHttpOptions,
  FastifyInstance,
  FastifyReply,
  FastifyServerOptions,
} from 'fastify';
import type { Kysely } from 'kysely';
import { adminGuardPlugin, adminNotFoundPlugin } from './core/admin/guard';
import { busPlugin } from './core/bus/plugin';
import type { BusOptions } from './core/bus/plugin';
import { cachePlugin } from './core/cache/plugin';
import { KickClient } from './core/chat/kick-client';
import type { Clock } from './core/clock';
import { systemClock } from './core/clock';
import type { AppConfig } from './core/config';
import { dialectOf } from './core/db';
import type { Database } from './core/db';
import { clientErrorHandler } from './core/http/client-error';
import { csrfPlugin } from './core/http/csrf';
import { errorsPlugin } from './core/http/error-handler';
import { inputGuardPlugin } from './core/http/input-guard';
import { multipartPlugin } from './core/http/multipart';
import { rateLimitPlugin } from './core/http/rate-limit';
import { requestLoggerFactory } from './core/http/request-logger';
import { routeTablePlugin } from './core/http/route-table';
import { securityHeadersPlugin } from './core/http/security-headers';
import { livePlugin } from './core/live/plugin';
import type { LiveOptions } from './core/live/plugin';
import { metricsPlugin } from './core/metrics/plugin';
import { coreRoutes } from './core/routes';
import { Scheduler } from './core/scheduler/scheduler';
import type { JobDefinition } from './core/scheduler/types';
import { installSecretKeys } from './core/secrets';
import { sessionsPlugin } from './core/sessions/plugin';
import { sitePlugin } from './core/site/site';
import { createStorage } from './core/storage';
import type { Storage } from './core/storage';
import {
  ACTIVITY_SOURCES,
  AREAS,
  CACHED_TABLES,
  JOBS,
  MEMBER_DETAIL_SOURCES,
  PAYOUT_SOURCES,
  PUBLIC_UPLOAD_FOLDERS,
  startPlatform,
} from './platform';

export interface BuildAppOptions {
  config: AppConfig;
  db: Kysely<Database>;
  /** Injected clock (tests); defaults to the system clock. */
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
  /** The scheduler's jobs (default: the platform's, JOBS) and its process name (tests). */
  jobs?: readonly JobDefinition[];
  schedulerHolder?: string;
  /** Tests: the clock the scheduler's leases and due times follow instead of the database's. */
  schedulerClock?: Clock;
  /** The live channel's fan-out and heartbeat (tests shorten the heartbeat). */
  live?: LiveOptions;
  /** The cluster bus (default: LISTEN/NOTIFY on PostgreSQL, in-process on SQLite). */
  bus?: BusOptions['bus'];
  /** Where uploads go (default: from config.storage — local disk, or the S3 bucket). */
  storage?: Storage;
}

const MB = 1024 * 1024;

export async function buildApp({
  config,
  db,
  clock = systemClock,
  logger,
  jobs = JOBS,
  schedulerHolder,
  schedulerClock,
  live,
  bus,
  storage = createStorage(config, PUBLIC_UPLOAD_FOLDERS),
}: BuildAppOptions): Promise<FastifyInstance> {
  startPlatform();
  const { timeouts } = config;
  const serverOptions: FastifyHttpOptions<http.Server> = {
    logger: logger ?? (config.production ? { level: 'info' } : { level: 'warn' }),
    // A request's child logger is made when it first writes a line (most never do).
    childLoggerFactory: requestLoggerFactory,
    bodyLimit: MB,
    // Forwarded headers only from the proxies TRUST_PROXY names (none by default).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    // A request that trickles in (slowloris) is answered 408 and closed: headers within
    // headersMs, the whole request within requestMs; an idle socket closes after idleMs.
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: {
      headersTimeout: Math.min(timeouts.headersMs, timeouts.requestMs || Infinity),
      requestTimeout: timeouts.requestMs,
      // How often Node checks those deadlines (its default, 30 s, would let them run late).
      connectionsCheckingInterval: Math.max(
        250,
        Math.min(2_000, Math.floor(Math.min(timeouts.headersMs, timeouts.requestMs) / 2)),
      ),
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // An address or header block over Node's 16 KB limit: 414/431 in the site's shape.
    clientErrorHandler,
    // A path with bad percent-encoding (`%ff`, a lone `%`): the site's error shape, not Fastify's.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      void reply.code(400).send({
        success: false,
        message:
          error.code === 'FST_ERR_BAD_URL'
            ? 'The address is not valid (bad percent-encoding).'
            : 'Bad request.',
      });
    },
  };
  const app = Fastify(serverOptions);
  nameRegisteredPlugins(app);

  app.decorate('config', config);
  installSecretKeys(config.secretKeys);
  app.decorate('db', db);
  app.decorate('dialect', dialectOf(db));
  app.decorate('clock', clock);
  app.decorate('storage', storage);
  app.addHook('onClose', async () => storage.close?.());
  app.decorate('activitySources', ACTIVITY_SOURCES);
  app.decorate('payoutSources', PAYOUT_SOURCES);
  app.decorate('kick', new KickClient(config, () => clock().getTime()));
  app.decorate('memberDetailSources', MEMBER_DETAIL_SOURCES);
  app.decorate(
    'scheduler',
    new Scheduler({
      app,
      db,
      clock,
      log: app.log.child({ component: 'scheduler' }),
      jobs,
      tickMs: config.scheduler.tickMs,
      leaseMs: config.scheduler.leaseMs,
      ...(schedulerHolder ? { holder: schedulerHolder } : {}),
      ...(schedulerClock ? { leaseClock: schedulerClock } : {}),
    }),
  );
  // Runs in every process that serves the app (the lease keeps each run to one of them).
  if (config.scheduler.enabled) app.addHook('onReady', async () => app.scheduler.start());
  app.addHook('onClose', async () => app.scheduler.stop());

  // External plugins. Answers above 1 KB go out compressed (brotli or gzip, as the client
  // accepts; never the live channel's event stream); the built files are precompressed at build
  // time and served as they are (core/site/site.ts).
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
  });
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody, { bodyLimit: MB });
  await app.register(securityHeadersPlugin);
  // Multipart only on routes that opt in (core/http/multipart.ts); elsewhere 415 unread.
  await app.register(multipartPlugin);

  // The core's plugins: the route table first so it sees every route registered after it, and
  // the metrics, whose request series are attached to each route as it is registered.
  await app.register(routeTablePlugin);
  await app.register(metricsPlugin);
  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);
  await app.register(sessionsPlugin);
  // The admin guard before CSRF: a visitor posting to an admin route is told 401.
  await app.register(adminGuardPlugin);
  await app.register(csrfPlugin);
  await app.register(adminNotFoundPlugin);
  await app.register(rateLimitPlugin);
  // Before anything that publishes or caches: live messages and invalidations ride on it.
  await app.register(busPlugin, bus ? { bus } : {});
  await app.register(cachePlugin, { tables: CACHED_TABLES });
  await app.register(livePlugin, live ?? {});
  await app.register(sitePlugin);

  // The core's routes, then every area's (areas/index.ts), all under the base path.
  await app.register(coreRoutes, { prefix: config.basePath });
  for (const area of AREAS) await app.register(area.routes, { prefix: config.basePath });
  for (const area of AREAS) area.registerApp?.(app);

  return app;
}

/** The name Fastify shows for a plugin (fastify-plugin's `name` sets it too). */
const DISPLAY_NAME = Symbol.for('fastify.display-name');

/**
 * Gives every plugin registered on the app or a child of it its function's name as the name
 * Fastify shows. Without one, Fastify looks for the plugin among the exports of every loaded
 * module (`require.cache`), twice per registration: cheap in the bundled server, but under
 * jest, whose `require.cache` is a proxy over the test's whole module registry, it took about
 * 0.2 s per app the tests build. Names already set (fastify-plugin's) stay.
 */
function nameRegisteredPlugins(app: FastifyInstance) {
  const register = app.register;
  app.register = function (this: FastifyInstance, plugin: unknown, opts?: unknown) {
    if (typeof plugin === 'function' && plugin.name && !Object.hasOwn(plugin, DISPLAY_NAME))
      Object.defineProperty(plugin, DISPLAY_NAME, { value: plugin.name });
    return (register as (p: unknown, o?: unknown) => unknown).call(this, plugin, opts);
  } as typeof app.register;
}
