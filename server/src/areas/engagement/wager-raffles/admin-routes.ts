import type { FastifyPluginAsync } from 'fastify';
import {
  adminEntriesQuerySchema,
  adminRafflesQuerySchema,
  adminWagerRaffleSchema,
  disqualifySchema,
} from '@lobby/contract-engagement';
import type {
  AdminActionResponse,
  AdminRaffleTicketsResponse,
  AdminWagerRaffleResponse,
  AdminWagerRafflesResponse,
} from '@lobby/contract-engagement';
import { idParamSchema, idSchema } from '@lobby/shared-api/contract';
import { iso } from '../../../core/clock';
import { HttpError } from '../../../core/http/errors';
import { validate } from '../../../core/http/validation';
import {
  adminCreateWagerRaffle,
  adminRaffleTickets,
  adminRaffleTicketsPage,
  adminUpdateWagerRaffle,
  listAdminRaffles,
  ticketsCsv,
} from './admin-service';
import { drawWagerRaffle, redrawWagerRafflePrize } from './draw';
import { getWagerRaffle } from './service';
import { recomputeRaffleTickets } from './tickets';

const prizeParamsSchema = idParamSchema.extend({
  prizeId: idSchema(),
});

/** Admin › Wager raffles at /api/admin/engagement/wager-raffles (moderator; guarded by the core). */
const wagerRaffleAdminRoutes: FastifyPluginAsync = async (app) => {
  const base = app.config.basePath;

  app.get('/', async (request): Promise<AdminWagerRafflesResponse> => {
    const { query } = validate(request, { query: adminRafflesQuerySchema });
    return listAdminRaffles(app.db, base, iso(app.clock()), query);
  });

  app.get('/:id', async (request): Promise<AdminWagerRaffleResponse> => {
    const { params } = validate(request, { params: idParamSchema });
    return {
      success: true,
      data: await getWagerRaffle(app.db, base, params.id, null, iso(app.clock())),
    };
  });

  app.post('/', async (request, reply): Promise<AdminActionResponse & { id: number }> => {
    const { body } = validate(request, { body: adminWagerRaffleSchema });
    const id = await adminCreateWagerRaffle(app.db, body, request.user!, app.clock());
    reply.code(201);
    return { success: true, message: 'Wager raffle created.', id };
  });

  app.put('/:id', async (request): Promise<AdminActionResponse> => {
    const { params, body } = validate(request, {
      params: idParamSchema,
      body: adminWagerRaffleSchema,
    });
    await adminUpdateWagerRaffle(app.db, params.id, body, request.user!, app.clock());
    return { success: true, message: 'Wager raffle saved.' };
  });

  app.get('/:id/tickets', async (request): Promise<AdminRaffleTicketsResponse> => {
    const { params, query } = validate(request, {
      params: idParamSchema,
      query: adminEntriesQuerySchema,
    });
    return adminRaffleTicketsPage(app.db, base, params.id, query);
  });

  app.get('/:id/tickets.csv', async (request, reply) => {
    const { params } = validate(request, { params: idParamSchema });
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="wager-raffle-${params.id}-tickets.csv"`)
      .send(ticketsCsv(await adminRaffleTickets(app.db, base, params.id)));
  });

  app.post('/:id/recompute', async (request): Promise<AdminActionResponse> => {
    const { params } = validate(request, { params: idParamSchema });
    const done = await recomputeRaffleTickets(app.db, params.id, app.clock());
    return {
      success: true,
      message: done ? 'Tickets recomputed.' : 'Nothing to recompute: not started yet or frozen.',
    };
  });

  app.post('/:id/draw', async (request): Promise<AdminActionResponse> => {
    const { params } = validate(request, { params: idParamSchema });
    const result = await drawWagerRaffle(app.db, params.id, app.clock(), request.user!.id);
    if (!result) throw new HttpError(409, 'This raffle is drawn already.');
    return { success: true, message: `Drawn: ${result.winners.length} of the prizes won.` };
  });

  app.post('/:id/prizes/:prizeId/disqualify', async (request): Promise<AdminActionResponse> => {
    const { params, body } = validate(request, {
      params: prizeParamsSchema,
      body: disqualifySchema,
    });
    const r = await redrawWagerRafflePrize(
      app.db,
      params.id,
      params.prizeId,
      body.reason,
      request.user!.id,
      app.clock(),
    );
    return {
      success: true,
      message:
        r.userId == null
          ? `Place ${r.position} disqualified; nobody was left to draw.`
          : `Place ${r.position} disqualified and drawn again (ticket #${r.ticket}).`,
    };
  });
};

export default wagerRaffleAdminRoutes;
