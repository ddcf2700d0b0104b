import type { FastifyPluginAsync } from 'fastify';
import type { TotalGivenAwayResponse } from '@lobby/contract-community';
import { getTotalGivenAway } from './service';

const statsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/total-given-away', async (): Promise<TotalGivenAwayResponse> =>
    getTotalGivenAway(app.db),
  );
};

export default statsRoutes;
