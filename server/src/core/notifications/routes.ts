import type { FastifyPluginAsync } from 'fastify';
import type { NotificationsResponse } from '@lobby/shared-api/contract';
import { getUnreadNotifications } from './service';

/** GET /api/notifications: the member's unread notifications, newest first (at most 50). */
const notificationsApiRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/',
    { preHandler: app.requireUser },
    async (request, reply): Promise<NotificationsResponse> => {
      reply.header('cache-control', 'no-store');
      return getUnreadNotifications(app.db, request.user!.id);
    },
  );
};

export default notificationsApiRoutes;
