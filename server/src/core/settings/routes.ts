import type { FastifyPluginAsync } from 'fastify';
import { CACHE_TOPICS, SELF_COMPRESSED, sendCachedJson } from '../cache/plugin';
import { getSettings } from './service';

const settingsRoutes: FastifyPluginAsync = async (app) => {
  const load = () => getSettings(app.db, app.config.basePath, app.config.streamChannel);
  // Settings change only through Admin › Site (a write to `settings` drops the cached answer).
  app.get('/', SELF_COMPRESSED, (_request, reply) =>
    sendCachedJson(reply, 'settings', CACHE_TOPICS.settings, load),
  );
};

export default settingsRoutes;
