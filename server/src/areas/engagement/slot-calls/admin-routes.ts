import type { FastifyPluginAsync } from 'fastify';
import type { AdminActionResponse, AdminSlotCallsResponse } from '@lobby/contract-engagement';
import {
  adminSlotCallsQuerySchema,
  openSlotCallSessionSchema,
  slotCallBlacklistSchema,
  updateSlotCallSchema,
} from '@lobby/contract-engagement';
import { idParamSchema } from '@lobby/shared-api/contract';
import { validate } from '../../../core/http/validation';
import {
  addToBlacklist,
  closeSession,
  deleteCall,
  getSlotCalls,
  openSession,
  removeFromBlacklist,
  setCallStatus,
} from './service';

/** Admin › Engagement › Slot calls (under /api/admin/engagement/slot-calls; moderators and up). */
const slotCallAdminRoutes: FastifyPluginAsync = async (app) => {
  app.get('/', async (request): Promise<AdminSlotCallsResponse> => {
    const { query } = validate(request, { query: adminSlotCallsQuerySchema });
    return getSlotCalls(app.db, app.config.basePath, query);
  });

  app.post('/sessions', async (request, reply): Promise<AdminActionResponse & { id: number }> => {
    const { body } = validate(request, { body: openSlotCallSessionSchema });
    const id = await openSession(app.db, body.title, request.user!.id, app.clock());
    reply.code(201);
    return { success: true, message: 'Call session opened.', id };
  });

  app.post('/sessions/:id/close', async (request): Promise<AdminActionResponse> => {
    const { params } = validate(request, { params: idParamSchema });
    await closeSession(app.db, params.id, request.user!.id, app.clock());
    return { success: true, message: 'Call session closed.' };
  });

  app.patch('/calls/:id', async (request): Promise<AdminActionResponse> => {
    const { params, body } = validate(request, {
      params: idParamSchema,
      body: updateSlotCallSchema,
    });
    await setCallStatus(app.db, params.id, body.status, app.clock());
    return { success: true, message: 'Call updated.' };
  });

  app.delete('/calls/:id', async (request): Promise<AdminActionResponse> => {
    const { params } = validate(request, { params: idParamSchema });
    await deleteCall(app.db, params.id);
    return { success: true, message: 'Call removed.' };
  });

  app.post('/blacklist', async (request, reply): Promise<AdminActionResponse> => {
    const { body } = validate(request, { body: slotCallBlacklistSchema });
    await addToBlacklist(app.db, body, request.user!.id, app.clock());
    reply.code(201);
    return { success: true, message: 'Added to the blacklist.' };
  });

  app.delete('/blacklist/:id', async (request): Promise<AdminActionResponse> => {
    const { params } = validate(request, { params: idParamSchema });
    await removeFromBlacklist(app.db, params.id, request.user!.id, app.clock());
    return { success: true, message: 'Removed from the blacklist.' };
  });
};

export default slotCallAdminRoutes;
