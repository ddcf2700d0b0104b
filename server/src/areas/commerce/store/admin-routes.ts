import type { FastifyPluginAsync } from 'fastify';
import {
  STORE_IMAGE_MAX_BYTES,
  adminIdParamSchema,
  adminQueueFilterSchema,
  adminQueueQuerySchema,
  adminStoreItemSchema,
  adminStoreItemsQuerySchema,
} from '@lobby/contract-commerce';
import type {
  AdminRedemptionResponse,
  AdminRedemptionsResponse,
  AdminStoreImageResponse,
  AdminStoreItemResponse,
  AdminStoreItemsResponse,
} from '@lobby/contract-commerce';
import { fieldErrors } from '../../../core/http/errors';
import { multipart, readMultipart } from '../../../core/http/multipart';
import { validate } from '../../../core/http/validation';
import { mediaUrl } from '../../../core/uploads/media';
import {
  createItem,
  getAdminItem,
  getAdminRedemptions,
  listAdminItems,
  pageAdminRedemptions,
  processRedemption,
  redemptionsCsv,
  refundRedemption,
  STORE_IMAGE,
  storeItemImage,
  updateItem,
} from './admin-service';

// One image and nothing else; a larger file is cut at the limit and refused by name.
const IMAGE_UPLOAD = multipart({
  fileBytes: STORE_IMAGE_MAX_BYTES,
  files: 1,
  fields: 2,
  requestBytes: STORE_IMAGE_MAX_BYTES + 16 * 1024,
  accept: STORE_IMAGE,
});

/**
 * /api/admin/commerce/store — Admin › Store (moderator; the /api/admin guard checks the role):
 * items (with their image upload) and the redemptions queue (process, refund). Every write is
 * audited.
 */
const storeAdminRoutes: FastifyPluginAsync = async (app) => {
  const base = app.config.basePath;

  app.get('/items', async (request): Promise<AdminStoreItemsResponse> => {
    const { query } = validate(request, { query: adminStoreItemsQuerySchema });
    return listAdminItems(app.db, base, query);
  });

  app.get('/items/:id', async (request): Promise<AdminStoreItemResponse> => {
    const { params } = validate(request, { params: adminIdParamSchema });
    return { success: true, data: await getAdminItem(app.db, base, params.id) };
  });

  app.post('/items', async (request, reply): Promise<AdminStoreItemResponse> => {
    const { body } = validate(request, { body: adminStoreItemSchema });
    const data = await createItem(app.db, base, request.user!, body, app.clock());
    reply.code(201);
    return { success: true, message: `${data.name} created.`, data };
  });

  app.put('/items/:id', async (request): Promise<AdminStoreItemResponse> => {
    const { params, body } = validate(request, {
      params: adminIdParamSchema,
      body: adminStoreItemSchema,
    });
    const data = await updateItem(
      app.db,
      base,
      app.storage,
      request.user!,
      params.id,
      body,
      app.clock(),
    );
    return { success: true, message: `${data.name} saved.`, data };
  });

  app.post(
    '/images',
    { config: IMAGE_UPLOAD },
    async (request, reply): Promise<AdminStoreImageResponse> => {
      const { files } = await readMultipart(request);
      const file = files.find((f) => f.field === 'image');
      if (!file || file.bytes.length === 0)
        throw fieldErrors({ image: ['Choose an image to upload.'] });
      const stored = await storeItemImage(app.storage, file);
      reply.code(201);
      return { success: true, data: { path: stored, url: mediaUrl(base, stored)! } };
    },
  );

  app.get('/redemptions', async (request): Promise<AdminRedemptionsResponse> => {
    const { query } = validate(request, { query: adminQueueQuerySchema });
    return pageAdminRedemptions(app.db, base, query.status, query);
  });

  // The CSV is the whole list of the state, never a page.
  app.get('/redemptions.csv', async (request, reply) => {
    const { query } = validate(request, { query: adminQueueFilterSchema });
    const csv = redemptionsCsv(await getAdminRedemptions(app.db, base, query.status));
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="redemptions-${query.status}.csv"`)
      .send(csv);
  });

  app.post('/redemptions/:id/process', async (request): Promise<AdminRedemptionResponse> => {
    const { params } = validate(request, { params: adminIdParamSchema });
    const data = await processRedemption(app.db, base, request.user!.id, params.id, app.clock());
    return { success: true, message: 'Redemption marked processed', data };
  });

  app.post('/redemptions/:id/refund', async (request): Promise<AdminRedemptionResponse> => {
    const { params } = validate(request, { params: adminIdParamSchema });
    const data = await refundRedemption(app.db, base, request.user!.id, params.id, app.clock());
    return { success: true, message: 'Redemption refunded', data };
  });
};

export default storeAdminRoutes;
