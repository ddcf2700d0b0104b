import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import { enterGiveawaySchema, giveawayChannel } from '@lobby/contract-engagement';
import type {
  EnterGiveawayResponse,
  GiveawayEntry,
  GiveawayResponse,
  GiveawaysResponse,
} from '@lobby/contract-engagement';
import { idParamSchema } from '@lobby/shared-api/contract';
import { iso } from '../../../core/clock';
import { validate } from '../../../core/http/validation';
import { getDrawList } from './draw';
import { enterGiveaway, getGiveaway, getGiveawayEntries, getGiveaways } from './service';

/** GET /api/r/giveaways, /{id}, /{id}/entries and POST /{id}/enter (spec part 2 §7). */
const giveawayRoutes: FastifyPluginAsync = async (app) => {
  const base = app.config.basePath;

  app.get('/', async (): Promise<GiveawaysResponse> => ({
    success: true,
    data: await getGiveaways(app.db, base, iso(app.clock())),
  }));

  app.get('/:id', async (request): Promise<GiveawayResponse> => {
    const { params } = validate(request, { params: idParamSchema });
    return {
      success: true,
      data: await getGiveaway(
        app.db,
        base,
        params.id,
        request.user?.id ?? null,
        iso(app.clock()),
        app.config.drand.fallbackAfterMs,
      ),
    };
  });

  app.get('/:id/entries', async (request): Promise<GiveawayEntry[]> => {
    const { params } = validate(request, { params: idParamSchema });
    return getGiveawayEntries(app.db, base, params.id);
  });

  // The frozen entry list of a drawn giveaway, byte for byte the text its published hash covers,
  // streamed (one line per entry can be millions of lines).
  app.get('/:id/draw-list', async (request, reply) => {
    const { params } = validate(request, { params: idParamSchema });
    const list = await getDrawList(app.db, params.id);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `inline; filename="giveaway-${params.id}-entries.csv"`)
      .send(Readable.from(list));
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
