import type { FastifyPluginAsync } from 'fastify';
import { drawPageRoutes } from '../draws/routes';
import { wagerRafflePages } from './service';

/** GET /api/r/wager-raffles, /{id} and the frozen ticket list /{id}/draw-list. */
const wagerRaffleRoutes: FastifyPluginAsync = async (app) => {
  drawPageRoutes(app, wagerRafflePages);
};

export default wagerRaffleRoutes;
