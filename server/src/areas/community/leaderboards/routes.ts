import type { FastifyPluginAsync } from 'fastify';
import {
  leaderboardQuerySchema,
  leaderboardSlugParamSchema,
  leaderboardSnapshotFormatSchema,
  leaderboardSnapshotParamsSchema,
  leaderboardSnapshotsQuerySchema,
} from '@lobby/contract-community';
import type {
  LeaderboardPeriodResponse,
  LeaderboardSnapshotsResponse,
  LeaderboardTopResponse,
} from '@lobby/contract-community';
import type { LeaderboardIndexResponse } from '@lobby/shared-api/contract';
import { validate } from '../../../core/http/validation';
import { getLeaderboardIndex, getLeaderboardPeriod, getLeaderboardTop } from './service';
import { listSnapshots, snapshotFile } from './snapshots';

const leaderboardRoutes: FastifyPluginAsync = async (app) => {
  const base = app.config.basePath;

  app.get('/', async (request): Promise<LeaderboardIndexResponse | LeaderboardPeriodResponse> => {
    const { query } = validate(request, { query: leaderboardQuerySchema });
    if (query.platform)
      return getLeaderboardPeriod(
        app.db,
        base,
        { ...query, platform: query.platform },
        app.clock(),
      );
    return getLeaderboardIndex(app.db, base, app.clock());
  });

  // The standings every sync produced, for anyone to check (static paths win over /:slug).
  app.get('/snapshots', async (request): Promise<LeaderboardSnapshotsResponse> => {
    const { query } = validate(request, { query: leaderboardSnapshotsQuerySchema });
    return listSnapshots(app.db, query.platform, query.period);
  });

  app.get('/snapshots/:id', async (request, reply) => {
    const { params, query } = validate(request, {
      params: leaderboardSnapshotParamsSchema,
      query: leaderboardSnapshotFormatSchema,
    });
    const file = await snapshotFile(app.db, params.id, query.format);
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('cache-control', 'public, max-age=300')
      .send(file.body);
  });

  app.get('/:slug', async (request): Promise<LeaderboardTopResponse> => {
    const { params } = validate(request, { params: leaderboardSlugParamSchema });
    return getLeaderboardTop(app.db, base, params.slug, app.clock());
  });
};

export default leaderboardRoutes;
