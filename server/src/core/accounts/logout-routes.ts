import type { FastifyPluginAsync } from 'fastify';

/**
 * POST /logout, CSRF-checked like every state-changing route: a GET (a link or an image on
 * another site) never logs a member out. The header's "Sign out" posts a small form with the
 * `_csrf` field and is sent home (303); an API call (JSON) gets `{ success: true }`.
 */
const logoutRoutes: FastifyPluginAsync = async (app) => {
  const base = app.config.basePath;

  app.post('/logout', async (request, reply) => {
    await app.sessions.destroy(request, reply);
    reply.header('cache-control', 'no-store');
    const form = (request.headers['content-type'] ?? '').startsWith(
      'application/x-www-form-urlencoded',
    );
    if (form) return reply.redirect(`${base}/`, 303);
    return { success: true as const };
  });
};

export default logoutRoutes;
