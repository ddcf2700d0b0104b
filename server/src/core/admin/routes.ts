import type { FastifyPluginAsync } from 'fastify';
import type { AdminOverviewResponse } from '@lobby/shared-api/contract';
import adminAffiliatesRoutes from '../affiliates/admin';
import auditRoutes from '../audit/routes';
import adminRemotesRoutes from '../remotes/routes';
import { adminOverview } from './overview';
import adminSiteRoutes from './site';
import adminUploadRoutes from './uploads';

/**
 * The platform's admin API under /api/admin (every route guarded by role: see guard.ts).
 * Areas register theirs under /api/admin/<area>/… from their own routes plugin.
 */
const adminRoutes: FastifyPluginAsync = async (app) => {
  await app.register(adminSiteRoutes, { prefix: '/site' });
  await app.register(adminUploadRoutes, { prefix: '/uploads' });
  await app.register(adminAffiliatesRoutes, { prefix: '/affiliates' });
  await app.register(auditRoutes, { prefix: '/audit' });
  await app.register(adminRemotesRoutes, { prefix: '/remotes' });

  app.get('/overview', async (): Promise<AdminOverviewResponse> => ({
    success: true,
    data: await adminOverview(app.db, app.config.basePath, app.clock()),
  }));
};

export default adminRoutes;
