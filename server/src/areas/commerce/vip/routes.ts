import type { FastifyPluginAsync } from 'fastify';
import { vipTierParamSchema } from '@lobby/contract-commerce';
import type {
  VipClaimResponse,
  VipHistoryResponse,
  VipRewardsResponse,
} from '@lobby/contract-commerce';
import { validate } from '../../../core/http/validation';
import { claimTier, getClaimHistory, getVipRewards } from './service';

const vipRoutes: FastifyPluginAsync = async (app) => {
  const base = app.config.basePath;

  app.get('/', async (request): Promise<VipRewardsResponse> =>
    getVipRewards(app.db, base, request.user),
  );

  app.get(
    '/history',
    { preHandler: app.requireUser },
    async (request): Promise<VipHistoryResponse> => ({
      success: true,
      data: await getClaimHistory(app.db, request.user!.id),
    }),
  );

  app.post(
    '/:tierId/claim',
    { preHandler: app.requireUser },
    async (request): Promise<VipClaimResponse> => {
      const { params } = validate(request, { params: vipTierParamSchema });
      return claimTier(app.db, params.tierId, request.user!.id, app.clock());
    },
  );
};

export default vipRoutes;
