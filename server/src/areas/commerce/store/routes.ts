import type { FastifyPluginAsync } from 'fastify';
import { storeQuerySchema } from '@lobby/contract-commerce';
import type { RedeemResponse, RedemptionsResponse, StoreResponse } from '@lobby/contract-commerce';
import { idParamSchema } from '@lobby/shared-api/contract';
import { SELF_COMPRESSED, sendCachedJson, sendJson } from '../../../core/cache/plugin';
import { iso } from '../../../core/clock';
import { validate } from '../../../core/http/validation';
import { getStore, getUserRedemptions, redeem } from './service';

/** The tables the cached store reads are made of (AreaModule.cachedTables). */
export const STORE_CACHE_TABLES = ['store_items', 'store_redemptions', 'users'];

const storeRoutes: FastifyPluginAsync = async (app) => {
  const base = app.config.basePath;

  app.get('/', SELF_COMPRESSED, (request, reply) => {
    const { query } = validate(request, { query: storeQuerySchema });
    const load = (): Promise<StoreResponse> =>
      getStore(app.db, base, request.user, query.search, query.sort);
    // A member's answer carries their points and purchases; a visitor's is the same for all.
    if (request.user || query.search) return sendJson(reply, load());
    return sendCachedJson(reply, `store:${query.sort}`, STORE_CACHE_TABLES, load);
  });

  app.get(
    '/redemptions',
    { preHandler: app.requireUser },
    async (request): Promise<RedemptionsResponse> => ({
      success: true,
      data: await getUserRedemptions(app.db, base, request.user!.id),
    }),
  );

  app.post(
    '/:id/redeem',
    { preHandler: app.requireUser },
    async (request): Promise<RedeemResponse> => {
      const { params } = validate(request, { params: idParamSchema });
      return redeem(app.db, base, params.id, request.user!.id, iso(app.clock()));
    },
  );
};

export default storeRoutes;
