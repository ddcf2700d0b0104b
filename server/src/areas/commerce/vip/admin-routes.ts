import type { FastifyPluginAsync } from 'fastify';
import {
  adminIdParamSchema,
  adminMemberSearchSchema,
  adminQueueQuerySchema,
  adminVipOrderSchema,
  adminVipTierSchema,
} from '@lobby/contract-commerce';
import type {
  AdminMemberWagersResponse,
  AdminVipClaimResponse,
  AdminVipClaimsResponse,
  AdminVipTierResponse,
  AdminVipTiersResponse,
  AdminWagerMembersResponse,
} from '@lobby/contract-commerce';
import { validate } from '../../../core/http/validation';
import {
  createTier,
  getAdminTier,
  getAdminVipClaims,
  listAdminTiers,
  memberWagers,
  orderTiers,
  payVipClaim,
  searchWagerMembers,
  updateTier,
} from './admin-service';

/**
 * /api/admin/commerce/vip — Admin › VIP (moderator; the /api/admin guard checks the role): tiers
 * and their order, the VIP claims queue (mark cash paid) and a member's wagers. Every write is
 * audited.
 */
const vipAdminRoutes: FastifyPluginAsync = async (app) => {
  const base = app.config.basePath;

  app.get('/tiers', async (): Promise<AdminVipTiersResponse> => ({
    success: true,
    data: await listAdminTiers(app.db, base),
  }));

  app.get('/tiers/:id', async (request): Promise<AdminVipTierResponse> => {
    const { params } = validate(request, { params: adminIdParamSchema });
    return { success: true, data: await getAdminTier(app.db, params.id) };
  });

  app.post('/tiers', async (request, reply): Promise<AdminVipTierResponse> => {
    const { body } = validate(request, { body: adminVipTierSchema });
    const data = await createTier(app.db, request.user!, body, app.clock());
    reply.code(201);
    return { success: true, message: `${data.name} created.`, data };
  });

  // Registered before /tiers/:id so 'order' is never read as an id.
  app.put('/tiers/order', async (request): Promise<AdminVipTiersResponse> => {
    const { body } = validate(request, { body: adminVipOrderSchema });
    await orderTiers(app.db, request.user!.id, body, app.clock());
    return { success: true, data: await listAdminTiers(app.db, base) };
  });

  app.put('/tiers/:id', async (request): Promise<AdminVipTierResponse> => {
    const { params, body } = validate(request, {
      params: adminIdParamSchema,
      body: adminVipTierSchema,
    });
    const data = await updateTier(app.db, request.user!, params.id, body, app.clock());
    return { success: true, message: `${data.name} saved.`, data };
  });

  app.get('/members', async (request): Promise<AdminWagerMembersResponse> => {
    const { query } = validate(request, { query: adminMemberSearchSchema });
    return { success: true, data: await searchWagerMembers(app.db, query.q) };
  });

  app.get('/members/:id', async (request): Promise<AdminMemberWagersResponse> => {
    const { params } = validate(request, { params: adminIdParamSchema });
    return { success: true, data: await memberWagers(app.db, params.id) };
  });

  app.get('/claims', async (request): Promise<AdminVipClaimsResponse> => {
    const { query } = validate(request, { query: adminQueueQuerySchema });
    return getAdminVipClaims(app.db, query.status, query);
  });

  app.post('/claims/:id/pay', async (request): Promise<AdminVipClaimResponse> => {
    const { params } = validate(request, { params: adminIdParamSchema });
    const data = await payVipClaim(app.db, request.user!.id, params.id, app.clock());
    return { success: true, message: 'Claim marked paid', data };
  });
};

export default vipAdminRoutes;
