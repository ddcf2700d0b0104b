import type { FastifyPluginAsync } from 'fastify';

/**
 * GET /logout is what the site's "Sign out" link does (SameSite=Lax keeps cross-site requests
 * from carrying the cookie anyway); POST /logout is the same for API clients, CSRF-checked.
 */
const logoutRoutes: FastifyPluginAsync = async (app) => {
  const base = app.config.basePath;

  app.get('/logout', async (request, reply) => {
    await app.sessions.destroy(request, reply);
    return reply.header('cache-control', 'no-store').redirect(`${base}/`, 302);
  });

  app.post('/logout', async (request, reply) => {
    await app.sessions.destroy(request, reply);
    return { success: true as const };
  });
};

export default logoutRoutes;
