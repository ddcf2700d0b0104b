import type { FastifyPluginAsync } from 'fastify';
import type { AffiliatesResponse } from '@lobby/shared-api/contract';
import { CACHE_TOPICS, SELF_COMPRESSED, sendCachedJson } from '../cache/plugin';
import { getAffiliates } from './service';

const affiliatesRoutes: FastifyPluginAsync = async (app) => {
  const load = async (): Promise<AffiliatesResponse> => ({
    success: true,
    data: await getAffiliates(app.db, app.config.basePath),
  });
  app.get('/', SELF_COMPRESSED, (_request, reply) =>
    sendCachedJson(reply, 'affiliates', CACHE_TOPICS.affiliates, load),
  );
};

export default affiliatesRoutes;
