import type { FastifyPluginAsync } from 'fastify';
import type { AffiliatesResponse } from '@lobby/shared-api/contract';
import { getAffiliates } from './service';

const affiliatesRoutes: FastifyPluginAsync = async (app) => {
  app.get('/', async (): Promise<AffiliatesResponse> => ({
    success: true,
    data: await getAffiliates(app.db, app.config.basePath),
  }));
};

export default affiliatesRoutes;
