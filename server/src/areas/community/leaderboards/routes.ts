import type { FastifyPluginAsync } from 'fastify';
import { leaderboardQuerySchema, leaderboardSlugParamSchema } from '@lobby/contract-community';
import type { LeaderboardPeriodResponse, LeaderboardTopResponse } from '@lobby/contract-community';
import type { LeaderboardIndexResponse } from '@lobby/shared-api/contract';
import { validate } from '../../../core/http/validation';
import { getLeaderboardIndex, getLeaderboardPeriod, getLeaderboardTop } from './service';

const leaderboardRoutes: FastifyPluginAsync = async (app) => {
  const base = app.config.basePath;

  app.get('/', async (request): Promise<LeaderboardIndexResponse | LeaderboardPeriodResponse> => {
    const { query } = validate(request, { query: leaderboardQuerySchema });
    if (query.platform)
      return getLeaderboardPeriod(app.db, base, query.platform, query.period, app.clock());
    return getLeaderboardIndex(app.db, base, app.clock());
  });

  app.get('/:slug', async (request): Promise<LeaderboardTopResponse> => {
    const { params } = validate(request, { params: leaderboardSlugParamSchema });
    return getLeaderboardTop(app.db, base, params.slug, app.clock());
  });
};

export default leaderboardRoutes;
