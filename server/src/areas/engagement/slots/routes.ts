import type { FastifyPluginAsync } from 'fastify';
import { slotSearchQuerySchema } from '@lobby/contract-engagement';
import type { SlotSearchResponse } from '@lobby/contract-engagement';
import { validate } from '../../../core/http/validation';
import { searchSlots } from './service';

/** GET /api/r/slots/search?query= — the slot catalogue search the pickers use. */
const slotRoutes: FastifyPluginAsync = async (app) => {
  app.get('/search', async (request): Promise<SlotSearchResponse> => {
    const { query } = validate(request, { query: slotSearchQuerySchema });
    return { success: true, data: await searchSlots(app.db, app.config.basePath, query.query) };
  });
};

export default slotRoutes;
