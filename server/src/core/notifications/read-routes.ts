import type { FastifyPluginAsync } from 'fastify';
import { idParamSchema } from '@lobby/shared-api/contract';
import { notFound } from '../http/errors';
import { validate } from '../http/validation';
import { readAllNotifications, readNotification } from './service';

/** POST /notifications/{id}/read and /notifications/read-all (the member's own only). */
const notificationsRoutes: FastifyPluginAsync = async (app) => {
  app.post('/read-all', { preHandler: app.requireUser }, async (request) => {
    const count = await readAllNotifications(app.db, request.user!.id, app.clock());
    return { success: true as const, count };
  });

  app.post('/:id/read', { preHandler: app.requireUser }, async (request) => {
    const { params } = validate(request, { params: idParamSchema });
    if (!(await readNotification(app.db, request.user!.id, params.id, app.clock()))) {
      throw notFound('Notification not found');
    }
    return { success: true as const };
  });
};

export default notificationsRoutes;
