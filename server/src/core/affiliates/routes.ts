import type { FastifyPluginAsync } from 'fastify';
import type { AffiliatesResponse } from '@lobby/shared-api/contract';
import { CACHE_TOPICS, sendCachedJson } from '../cache/plugin';
import { getAffiliates } from './service';

const affiliatesRoutes: FastifyPluginAsync = async (app) => {
  app.get('/', async (_request, reply) =>
    sendCachedJson(
      reply,
      'affiliates',
      CACHE_TOPICS.affiliates,
      async (): Promise<AffiliatesResponse> => ({
        success: true,
        data: await getAffiliates(app.db, app.config.basePath),
      }),
    ),
  );
};

export default affiliatesRoutes;
