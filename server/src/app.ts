import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from './config';
import { dialectOf } from './db';
import type { Database } from './db/schema';
import type { Clock } from './lib/clock';
import { systemClock } from './lib/clock';
import { csrfPlugin } from './plugins/csrf';
import { errorsPlugin } from './plugins/errors';
import { routeTablePlugin } from './plugins/route-table';
import { sessionsPlugin } from './plugins/sessions';
import { sitePlugin } from './plugins/site';
import friendsRoutes from './routes/api/friends';
import notificationsApiRoutes from './routes/api/notifications';
import affiliatesRoutes from './routes/api/r/affiliates';
import bonusHuntsRoutes from './routes/api/r/bonus-hunts';
import captchaRoutes from './routes/api/r/captcha';
import contactRoutes from './routes/api/r/contact';
import leaderboardRoutes from './routes/api/r/leaderboard';
import profileAccountRoutes from './routes/api/r/profile/account';
import profileActivityRoutes from './routes/api/r/profile/activity';
import profileUpdateRoutes from './routes/api/r/profile/update';
import settingsRoutes from './routes/api/r/settings';
import statsRoutes from './routes/api/r/stats';
import storeRoutes from './routes/api/r/store';
import streamRoutes from './routes/api/r/stream';
import userRoutes from './routes/api/r/user';
import sessionRoutes from './routes/api/session';
import authRoutes from './routes/auth';
import logoutRoutes from './routes/logout';
import notificationsRoutes from './routes/notifications';

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
