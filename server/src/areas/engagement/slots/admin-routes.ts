import type { FastifyPluginAsync } from 'fastify';
import {
  adminSlotsQuerySchema,
  slotImportSchema,
  slotInputSchema,
} from '@lobby/contract-engagement';
import type {
  AdminSlotsResponse,
  SlotImportResponse,
  SlotResponse,
} from '@lobby/contract-engagement';
import { idParamSchema } from '@lobby/shared-api/contract';
import { validate } from '../../../core/http/validation';
import { adminListSlots, importSlots, saveSlot } from './service';

const MB = 1024 * 1024;

/** Admin › Slots (moderator): list, add, edit, import a CSV. Under /api/admin/engagement/slots. */
const adminSlotRoutes: FastifyPluginAsync = async (app) => {
  const base = app.config.basePath;

  app.get('/', async (request): Promise<AdminSlotsResponse> => {
    const { query } = validate(request, { query: adminSlotsQuerySchema });
    return adminListSlots(app.db, base, query.search, query.page);
  });

  app.post('/', async (request): Promise<SlotResponse> => {
    const { body } = validate(request, { body: slotInputSchema });
    return {
      success: true,
      data: await saveSlot(app.db, base, request.user!.id, null, body, app.clock()),
    };
  });

  app.put('/:id', async (request): Promise<SlotResponse> => {
    const { params, body } = validate(request, { params: idParamSchema, body: slotInputSchema });
    return {
      success: true,
      data: await saveSlot(app.db, base, request.user!.id, params.id, body, app.clock()),
    };
  });

  app.post('/import', { bodyLimit: 3 * MB }, async (request): Promise<SlotImportResponse> => {
    const { body } = validate(request, { body: slotImportSchema });
    return importSlots(app.db, request.user!.id, body.csv, app.clock());
  });
};

export default adminSlotRoutes;
