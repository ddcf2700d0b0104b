import type { FastifyPluginAsync } from 'fastify';
import type { TotalGivenAwayResponse } from '@lobby/contract-community';
import { getTotalGivenAway } from './service';

/** GET /api/r/stats/total-given-away: the home page's "Total Given Away". */
const homeRoutes: FastifyPluginAsync = async (app) => {
  app.get('/total-given-away', async (): Promise<TotalGivenAwayResponse> =>
    getTotalGivenAway(app.db, app.payoutSources),
  );
};

export default homeRoutes;
