import type { FastifyPluginAsync } from 'fastify';
import {
  STORE_IMAGE_MAX_BYTES,
  adminIdParamSchema,
  adminMemberSearchSchema,
  adminQueueFilterSchema,
  adminQueueQuerySchema,
  adminStoreItemSchema,
  adminStoreItemsQuerySchema,
  adminVipOrderSchema,
  adminVipTierSchema,
} from '@lobby/contract-commerce';
import type {
  AdminMemberWagersResponse,
  AdminRedemptionResponse,
  AdminRedemptionsResponse,
  AdminStoreImageResponse,
  AdminStoreItemResponse,
  AdminStoreItemsResponse,
  AdminVipClaimResponse,
  AdminVipClaimsResponse,
  AdminVipTierResponse,
  AdminVipTiersResponse,
  AdminWagerMembersResponse,
} from '@lobby/contract-commerce';
import { fieldErrors } from '../../core/http/errors';
import { multipart, readMultipart } from '../../core/http/multipart';
import { validate } from '../../core/http/validation';
import { mediaUrl } from '../../core/uploads/media';
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
} from './store/admin-service';
import { memberWagers, searchWagerMembers } from './vip/admin-members';
import {
  createTier,
  getAdminTier,
  getAdminVipClaims,
  listAdminTiers,
  orderTiers,
  payVipClaim,
  updateTier,
} from './vip/admin-service';

// One image and nothing else; a larger file is cut at the limit and refused by name.
const IMAGE_UPLOAD = multipart({
  fileBytes: STORE_IMAGE_MAX_BYTES,
  files: 1,
  fields: 2,
  requestBytes: STORE_IMAGE_MAX_BYTES + 16 * 1024,
  accept: STORE_IMAGE,
});

/**
 * Admin › Store and Admin › VIP (moderator; the /api/admin guard checks the role): items (with
 * their image upload), the redemptions queue (process, refund), tiers and their order, the VIP
 * claims queue (mark cash paid) and a member's wagers. Every write is audited.
 */
const commerceAdminRoutes: FastifyPluginAsync = async (app) => {
  const base = app.config.basePath;

  app.get('/store/items', async (request): Promise<AdminStoreItemsResponse> => {
    const { query } = validate(request, { query: adminStoreItemsQuerySchema });
    return listAdminItems(app.db, base, query);
  });

  app.get('/store/items/:id', async (request): Promise<AdminStoreItemResponse> => {
    const { params } = validate(request, { params: adminIdParamSchema });
    return { success: true, data: await getAdminItem(app.db, base, params.id) };
  });

  app.post('/store/items', async (request, reply): Promise<AdminStoreItemResponse> => {
    const { body } = validate(request, { body: adminStoreItemSchema });
    const data = await createItem(app.db, base, request.user!, body, app.clock());
    reply.code(201);
    return { success: true, message: `${data.name} created.`, data };
  });

  app.put('/store/items/:id', async (request): Promise<AdminStoreItemResponse> => {
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
    '/store/images',
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

  app.get('/store/redemptions', async (request): Promise<AdminRedemptionsResponse> => {
    const { query } = validate(request, { query: adminQueueQuerySchema });
    return pageAdminRedemptions(app.db, base, query.status, query);
  });

  // The CSV is the whole list of the state, never a page.
  app.get('/store/redemptions.csv', async (request, reply) => {
    const { query } = validate(request, { query: adminQueueFilterSchema });
    const csv = redemptionsCsv(await getAdminRedemptions(app.db, base, query.status));
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="redemptions-${query.status}.csv"`)
      .send(csv);
  });

  app.post('/store/redemptions/:id/process', async (request): Promise<AdminRedemptionResponse> => {
    const { params } = validate(request, { params: adminIdParamSchema });
    const data = await processRedemption(app.db, base, request.user!.id, params.id, app.clock());
    return { success: true, message: 'Redemption marked processed', data };
  });

  app.post('/store/redemptions/:id/refund', async (request): Promise<AdminRedemptionResponse> => {
    const { params } = validate(request, { params: adminIdParamSchema });
    const data = await refundRedemption(app.db, base, request.user!.id, params.id, app.clock());
    return { success: true, message: 'Redemption refunded', data };
  });

  app.get('/vip/tiers', async (): Promise<AdminVipTiersResponse> => ({
    success: true,
    data: await listAdminTiers(app.db, base),
  }));

  app.get('/vip/tiers/:id', async (request): Promise<AdminVipTierResponse> => {
    const { params } = validate(request, { params: adminIdParamSchema });
    return { success: true, data: await getAdminTier(app.db, params.id) };
  });

  app.post('/vip/tiers', async (request, reply): Promise<AdminVipTierResponse> => {
    const { body } = validate(request, { body: adminVipTierSchema });
    const data = await createTier(app.db, request.user!, body, app.clock());
    reply.code(201);
    return { success: true, message: `${data.name} created.`, data };
  });

  // Registered before /vip/tiers/:id so 'order' is never read as an id.
  app.put('/vip/tiers/order', async (request): Promise<AdminVipTiersResponse> => {
    const { body } = validate(request, { body: adminVipOrderSchema });
    await orderTiers(app.db, request.user!.id, body, app.clock());
    return { success: true, data: await listAdminTiers(app.db, base) };
  });

  app.put('/vip/tiers/:id', async (request): Promise<AdminVipTierResponse> => {
    const { params, body } = validate(request, {
      params: adminIdParamSchema,
      body: adminVipTierSchema,
    });
    const data = await updateTier(app.db, request.user!, params.id, body, app.clock());
    return { success: true, message: `${data.name} saved.`, data };
  });

  app.get('/vip/members', async (request): Promise<AdminWagerMembersResponse> => {
    const { query } = validate(request, { query: adminMemberSearchSchema });
    return { success: true, data: await searchWagerMembers(app.db, query.q) };
  });

  app.get('/vip/members/:id', async (request): Promise<AdminMemberWagersResponse> => {
    const { params } = validate(request, { params: adminIdParamSchema });
    return { success: true, data: await memberWagers(app.db, params.id) };
  });

  app.get('/vip/claims', async (request): Promise<AdminVipClaimsResponse> => {
    const { query } = validate(request, { query: adminQueueQuerySchema });
    return getAdminVipClaims(app.db, query.status, query);
  });

  app.post('/vip/claims/:id/pay', async (request): Promise<AdminVipClaimResponse> => {
    const { params } = validate(request, { params: adminIdParamSchema });
    const data = await payVipClaim(app.db, request.user!.id, params.id, app.clock());
    return { success: true, message: 'Claim marked paid', data };
  });
};

export default commerceAdminRoutes;
