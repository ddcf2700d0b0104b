import type { FastifyPluginAsync } from 'fastify';
import { adminContactQuerySchema, adminContactUpdateSchema } from '@lobby/contract-support';
import type { AdminContactMessagesResponse } from '@lobby/contract-support';
import { idParamSchema } from '@lobby/shared-api/contract';
import { validate } from '../../../core/http/validation';
import { deleteContactMessage, listContactMessages, setContactHandled } from './admin-service';

/** /api/admin/support/contact — messages sent through /contact (staff; guarded by the core). */
const contactAdminRoutes: FastifyPluginAsync = async (app) => {
  app.get('/', async (request): Promise<AdminContactMessagesResponse> => {
    const { query } = validate(request, { query: adminContactQuerySchema });
    return listContactMessages(app.db, query);
  });

  app.patch('/:id', async (request) => {
    const { params, body } = validate(request, {
      params: idParamSchema,
      body: adminContactUpdateSchema,
    });
    await setContactHandled(app.db, request.user!.id, params.id, body.handled, app.clock());
    return { success: true };
  });

  app.delete('/:id', async (request) => {
    const { params } = validate(request, { params: idParamSchema });
    await deleteContactMessage(app.db, request.user!.id, params.id, app.clock());
    return { success: true };
  });
};

export default contactAdminRoutes;
