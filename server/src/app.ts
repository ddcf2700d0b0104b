import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import storeRoutes from './areas/commerce/store/routes';
import statsRoutes from './areas/community/home/routes';
import leaderboardRoutes from './areas/community/leaderboards/routes';
import profileActivityRoutes from './areas/community/profiles/activity-routes';
import profileUpdateRoutes from './areas/community/profiles/update-routes';
import userRoutes from './areas/community/profiles/user-routes';
import streamRoutes from './areas/community/stream/routes';
import bonusHuntsRoutes from './areas/engagement/hunts/routes';
import captchaRoutes from './areas/support/captcha/routes';
import contactRoutes from './areas/support/contact/routes';
import profileAccountRoutes from './core/accounts/account-routes';
import authRoutes from './core/accounts/auth-routes';
import logoutRoutes from './core/accounts/logout-routes';
import sessionRoutes from './core/accounts/session-routes';
import affiliatesRoutes from './core/affiliates/routes';
import type { Clock } from './core/clock';
import { systemClock } from './core/clock';
import type { AppConfig } from './core/config';
import { dialectOf } from './core/db';
import type { Database } from './core/db/tables';
import friendsRoutes from './core/friends/routes';
import { csrfPlugin } from './core/http/csrf';
import { errorsPlugin } from './core/http/error-handler';
import { routeTablePlugin } from './core/http/route-table';
import notificationsRoutes from './core/notifications/read-routes';
import notificationsApiRoutes from './core/notifications/routes';
import { sessionsPlugin } from './core/sessions/plugin';
import settingsRoutes from './core/settings/routes';
import { sitePlugin } from './core/site/site';

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

  // External plugins.
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody, { bodyLimit: MB });
  await app.register(fastifyMultipart, {
    attachFieldsToBody: true,
    limits: { fileSize: 10 * MB, files: 5, fields: 50, fieldSize: MB, parts: 60 },
  });

  // App plugins: the route table first so it sees every route registered after it.
  await app.register(routeTablePlugin);
  await app.register(errorsPlugin);
  await app.register(sessionsPlugin);
  await app.register(csrfPlugin);
  await app.register(sitePlugin);

  // Routes, each area under <BASE_PATH>/api/r/<area>.
  const api = `${config.basePath}/api/r`;
  await app.register(settingsRoutes, { prefix: `${api}/settings` });
  await app.register(affiliatesRoutes, { prefix: `${api}/affiliates` });
  await app.register(statsRoutes, { prefix: `${api}/stats` });
  await app.register(leaderboardRoutes, { prefix: `${api}/leaderboard` });
  await app.register(streamRoutes, { prefix: `${api}/stream` });
  await app.register(bonusHuntsRoutes, { prefix: `${api}/bonus-hunts` });
  await app.register(storeRoutes, { prefix: `${api}/store` });
  await app.register(captchaRoutes, { prefix: `${api}/captcha` });
  await app.register(contactRoutes, { prefix: `${api}/contact` });
  await app.register(userRoutes, { prefix: `${api}/user` });
  await app.register(profileAccountRoutes, { prefix: `${api}/profile` });
  await app.register(profileUpdateRoutes, { prefix: `${api}/profile` });
  await app.register(profileActivityRoutes, { prefix: `${api}/profile` });

  // Accounts: login, logout, session, notifications, friends (paths the spec names outside /api/r).
  const base = config.basePath;
  await app.register(authRoutes, { prefix: `${base}/auth` });
  await app.register(logoutRoutes, { prefix: base });
  await app.register(sessionRoutes, { prefix: `${base}/api/session` });
  await app.register(notificationsApiRoutes, { prefix: `${base}/api/notifications` });
  await app.register(notificationsRoutes, { prefix: `${base}/notifications` });
  await app.register(friendsRoutes, { prefix: `${base}/api/friends` });

  return app;
}
