import type { FastifyPluginAsync } from 'fastify';
import { adminIdParamSchema, adminQueueQuerySchema } from '@lobby/contract-commerce';
import type {
  AdminRedemptionResponse,
  AdminRedemptionsResponse,
  AdminVipClaimResponse,
  AdminVipClaimsResponse,
} from '@lobby/contract-commerce';
import { validate } from '../../core/http/validation';
import {
  getAdminRedemptions,
  processRedemption,
  redemptionsCsv,
  refundRedemption,
} from './store/admin-service';
import { getAdminVipClaims, payVipClaim } from './vip/admin-service';

/**
 * Admin › Store and Admin › VIP (moderator; the /api/admin guard checks the role): the
 * redemptions queue (process, refund) and the VIP claims queue (mark cash paid). Writes audited.
 */
const commerceAdminRoutes: FastifyPluginAsync = async (app) => {
  const base = app.config.basePath;

  app.get('/store/redemptions', async (request): Promise<AdminRedemptionsResponse> => {
    const { query } = validate(request, { query: adminQueueQuerySchema });
    return { success: true, data: await getAdminRedemptions(app.db, base, query.status) };
  });

  app.get('/store/redemptions.csv', async (request, reply) => {
    const { query } = validate(request, { query: adminQueueQuerySchema });
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

  app.get('/vip/claims', async (request): Promise<AdminVipClaimsResponse> => {
    const { query } = validate(request, { query: adminQueueQuerySchema });
    return { success: true, data: await getAdminVipClaims(app.db, query.status) };
  });

  app.post('/vip/claims/:id/pay', async (request): Promise<AdminVipClaimResponse> => {
    const { params } = validate(request, { params: adminIdParamSchema });
    const data = await payVipClaim(app.db, request.user!.id, params.id, app.clock());
    return { success: true, message: 'Claim marked paid', data };
  });
};

export default commerceAdminRoutes;
