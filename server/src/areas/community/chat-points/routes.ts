import type { FastifyPluginAsync } from 'fastify';
import type { ChatPointsLeaderboardResponse } from '@lobby/contract-community';
import { getSettings } from '../../../core/settings/service';
import { createStreamService } from '../stream/service';
import { getChatPointsLeaderboard, subscribeChatPoints } from './service';

/**
 * The week's most active chatters (public), and the chat listener that pays them: it needs the
 * app's stream status, so it subscribes when the routes are registered and leaves on close.
 */
const chatPointsRoutes: FastifyPluginAsync = async (app) => {
  const stream = createStreamService({
    providerUrl: app.config.streamProviderUrl,
    clock: app.clock,
    log: app.log,
  });
  const unsubscribe = subscribeChatPoints(async (db) => {
    const { stream_channel } = await getSettings(db, app.config.basePath, app.config.streamChannel);
    return (await stream.get(stream_channel)).live;
  });
  app.addHook('onClose', async () => unsubscribe());

  app.get('/leaderboard', async (): Promise<ChatPointsLeaderboardResponse> => ({
    success: true,
    data: await getChatPointsLeaderboard(app.db, app.config.basePath, app.clock()),
  }));
};

export default chatPointsRoutes;
