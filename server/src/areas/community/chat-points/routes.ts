import type { FastifyPluginAsync } from 'fastify';
import type { ChatPointsLeaderboardResponse } from '@lobby/contract-community';
import { getChatPointsLeaderboard } from './service';

/** The week's most active chatters (public). */
const chatPointsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/leaderboard', async (): Promise<ChatPointsLeaderboardResponse> => ({
    success: true,
    data: await getChatPointsLeaderboard(app.db, app.config.basePath, app.clock()),
  }));
};

export default chatPointsRoutes;
