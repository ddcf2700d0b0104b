import type { FastifyPluginAsync } from 'fastify';
import type { WagerRaffleResponse, WagerRafflesResponse } from '@lobby/contract-engagement';
import { idParamSchema } from '@lobby/shared-api/contract';
import { iso } from '../../../core/clock';
import { validate } from '../../../core/http/validation';
import { getRaffleDrawListText } from './draw';
import { getWagerRaffle, getWagerRaffles } from './service';

/** GET /api/r/wager-raffles, /{id} and the frozen ticket list /{id}/draw-list. */
const wagerRaffleRoutes: FastifyPluginAsync = async (app) => {
  const base = app.config.basePath;

  app.get('/', async (): Promise<WagerRafflesResponse> => ({
    success: true,
    data: await getWagerRaffles(app.db, base, iso(app.clock())),
  }));

  app.get('/:id', async (request): Promise<WagerRaffleResponse> => {
    const { params } = validate(request, { params: idParamSchema });
    return {
      success: true,
      data: await getWagerRaffle(
        app.db,
        base,
        params.id,
        request.user?.id ?? null,
        iso(app.clock()),
        app.config.drand.fallbackAfterMs,
      ),
    };
  });

  app.get('/:id/draw-list', async (request, reply) => {
    const { params } = validate(request, { params: idParamSchema });
    const text = await getRaffleDrawListText(app.db, params.id);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `inline; filename="wager-raffle-${params.id}-tickets.csv"`)
      .send(text);
  });
};

export default wagerRaffleRoutes;
