import type { FastifyPluginAsync } from 'fastify';
import { CACHE_TOPICS, sendCachedJson } from '../cache/plugin';
import { getSettings } from './service';

const settingsRoutes: FastifyPluginAsync = async (app) => {
  // Settings change only through Admin › Site (a write to `settings` drops the cached answer).
  app.get('/', async (_request, reply) =>
    sendCachedJson(reply, 'settings', CACHE_TOPICS.settings, () =>
      getSettings(app.db, app.config.basePath, app.config.streamChannel),
    ),
  );
};

export default settingsRoutes;
