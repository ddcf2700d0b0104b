import type { FastifyPluginAsync } from 'fastify';
import type { Settings } from '@lobby/shared-api/contract';
import { getSettings } from './service';

const settingsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/', async (): Promise<Settings> =>
    getSettings(app.db, app.config.basePath, app.config.streamChannel),
  );
};

export default settingsRoutes;
