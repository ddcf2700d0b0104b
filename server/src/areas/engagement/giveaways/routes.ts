import type { FastifyPluginAsync } from 'fastify';
import { enterGiveawaySchema, giveawayChannel } from '@lobby/contract-engagement';
import type { EnterGiveawayResponse, GiveawayEntry } from '@lobby/contract-engagement';
import { idParamSchema } from '@lobby/shared-api/contract';
import { validate } from '../../../core/http/validation';
import { drawPageRoutes } from '../draws/routes';
import { enterGiveaway, getGiveawayEntries, giveawayPages } from './service';

/** GET /api/r/giveaways, /{id}, /{id}/entries, /{id}/draw-list and POST /{id}/enter (spec part 2 §7). */
const giveawayRoutes: FastifyPluginAsync = async (app) => {
  drawPageRoutes(app, giveawayPages);

  app.get('/:id/entries', async (request): Promise<GiveawayEntry[]> => {
    const { params } = validate(request, { params: idParamSchema });
    return getGiveawayEntries(app.db, app.config.basePath, params.id);
  });

  app.post(
    '/:id/enter',
    { preHandler: app.requireUser },
    async (request): Promise<EnterGiveawayResponse> => {
      const { params, body } = validate(request, {
        params: idParamSchema,
        body: enterGiveawaySchema,
      });
      const answer = await enterGiveaway(app.db, params.id, request.user!, body, app.clock());
      // The entry count of an overlay showing this giveaway.
      app.live.publish(giveawayChannel(params.id), { type: 'entry', giveaway_id: params.id });
      return answer;
    },
  );
};

export default giveawayRoutes;
