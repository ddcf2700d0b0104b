import type { FastifyPluginAsync } from 'fastify';
import type { StreamStatus } from '@lobby/contract-community';
import { getSettings } from '../../../core/settings/service';
import { createStreamService } from './service';

const streamRoutes: FastifyPluginAsync = async (app) => {
  const stream = createStreamService({
    providerUrl: app.config.streamProviderUrl,
    clock: app.clock,
    log: app.log,
  });

  app.get('/', async (_request, reply): Promise<StreamStatus> => {
    const { stream_channel } = await getSettings(
      app.db,
      app.config.basePath,
      app.config.streamChannel,
    );
    reply.header('cache-control', 'public, max-age=15');
    return stream.get(stream_channel);
  });
};

export default streamRoutes;
