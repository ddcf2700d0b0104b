import type { FastifyPluginAsync } from 'fastify';
import type { SessionResponse } from '@lobby/shared-api/contract';
import { buildPagePreload } from './auth';

/** GET /api/session: what a page preload carries, plus the CSRF token (remotes running alone). */
const sessionRoutes: FastifyPluginAsync = async (app) => {
  app.get('/', async (request, reply): Promise<SessionResponse> => {
    const csrfToken = app.csrfToken(request, reply);
    reply.header('cache-control', 'no-store');
    return { ...(await buildPagePreload(app, request)), csrf_token: csrfToken };
  });
};

export default sessionRoutes;
