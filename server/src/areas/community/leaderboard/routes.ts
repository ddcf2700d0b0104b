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
import { SELF_COMPRESSED, sendCachedJson, sendJson } from '../../../core/cache/plugin';
import { validate } from '../../../core/http/validation';
import {
  currentPeriodsEnd,
  getLeaderboardIndex,
  getLeaderboardPeriod,
  getLeaderboardTop,
} from './service';
import type { PeriodCache } from './service';
import { listSnapshots, snapshotFile } from './snapshots';

/** The tables the cached leaderboard reads are made of (AreaModule.cachedTables). */
export const LEADERBOARD_CACHE_TABLES = [
  'platforms',
  'leaderboards',
  'leaderboard_entries',
  // The feed's Rainbet "weighted" flag is part of the answer (weighted_wagers).
  'platform_feeds',
  // The period's data info (latest snapshot, last import).
  'leaderboard_snapshots',
];

const leaderboardRoutes: FastifyPluginAsync = async (app) => {
  const base = app.config.basePath;

  const periodCache: PeriodCache = (key, read, until) =>
    app.cache.get(key, LEADERBOARD_CACHE_TABLES, read, { until });
  const readPeriod = (
    query: Parameters<typeof getLeaderboardPeriod>[2],
  ): Promise<LeaderboardPeriodResponse> =>
    getLeaderboardPeriod(app.db, base, query, app.clock(), periodCache);

  // The standings change only on feed syncs and admin writes: cached, dropped by those writes.
  // A name search is not (its keys are endless); it reads the database each time.
  app.get('/', SELF_COMPRESSED, (request, reply) => {
    const { query } = validate(request, { query: leaderboardQuerySchema });
    const { platform } = query;
    if (!platform)
      return sendCachedJson(
        reply,
        'leaderboard:index',
        LEADERBOARD_CACHE_TABLES,
        (): Promise<LeaderboardIndexResponse> => getLeaderboardIndex(app.db, base, app.clock()),
        (res) =>
          currentPeriodsEnd(
            res.data.platforms.map((p) => p.active_leaderboard?.current_period_end),
            app.clock(),
          ),
      );
    if (query.search) return sendJson(reply, readPeriod({ ...query, platform }));
    const key = `leaderboard:${platform}:${query.period}:${query.offset}:${query.limit}`;
    return sendCachedJson(
      reply,
      key,
      LEADERBOARD_CACHE_TABLES,
      () => readPeriod({ ...query, platform }),
      (res) =>
        currentPeriodsEnd([res.data.platform.active_leaderboard?.current_period_end], app.clock()),
    );
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

  app.get('/:slug', SELF_COMPRESSED, (request, reply) => {
    const { params } = validate(request, { params: leaderboardSlugParamSchema });
    return sendCachedJson(
      reply,
      `leaderboard:top:${params.slug}`,
      LEADERBOARD_CACHE_TABLES,
      (): Promise<LeaderboardTopResponse> =>
        getLeaderboardTop(app.db, base, params.slug, app.clock()),
      (res) =>
        currentPeriodsEnd([res.data.platform.active_leaderboard?.current_period_end], app.clock()),
    );
  });
};

export default leaderboardRoutes;
