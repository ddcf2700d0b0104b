import type { FastifyPluginAsync } from 'fastify';
import {
  adminPageQuerySchema,
  adminWagerRaffleSchema,
  wagerRaffleChannel,
} from '@lobby/contract-engagement';
import type {
  AdminActionResponse,
  AdminWagerRaffleTicketsResponse,
  AdminWagerRaffleResponse,
  AdminWagerRafflesResponse,
} from '@lobby/contract-engagement';
import { idParamSchema } from '@lobby/shared-api/contract';
import { iso } from '../../../core/clock';
import { HttpError } from '../../../core/http/errors';
import { validate } from '../../../core/http/validation';
import { staffDrawRoutes } from '../draws/admin-routes';
import { sendCsv } from '../shared/admin-replies';
import {
  adminCreateWagerRaffle,
  adminRaffleTickets,
  adminRaffleTicketsPage,
  adminUpdateWagerRaffle,
  listAdminRaffles,
  ticketsCsv,
} from './admin-service';
import { wagerRaffleDraws } from './draw';
import { getWagerRaffle } from './service';
import { recomputeRaffleTickets } from './tickets';

/** Admin › Wager raffles at /api/admin/engagement/wager-raffles (moderator; guarded by the core). */
const wagerRaffleAdminRoutes: FastifyPluginAsync = async (app) => {
  const base = app.config.basePath;
  /** Tells open pages of the raffle that it changed (live channel). */
  const changed = (id: number) =>
    app.live.publish(wagerRaffleChannel(id), { type: 'wager_raffle', raffle_id: id });

  app.get('/', async (request): Promise<AdminWagerRafflesResponse> => {
    const { query } = validate(request, { query: adminPageQuerySchema });
    return listAdminRaffles(app.db, base, iso(app.clock()), query);
  });

  app.get('/:id', async (request): Promise<AdminWagerRaffleResponse> => {
    const { params } = validate(request, { params: idParamSchema });
    return {
      success: true,
      data: await getWagerRaffle(
        app.db,
        base,
        params.id,
        null,
        iso(app.clock()),
        app.config.drand.fallbackAfterMs,
      ),
    };
  });

  app.post('/', async (request, reply): Promise<AdminActionResponse & { id: number }> => {
    const { body } = validate(request, { body: adminWagerRaffleSchema });
    const id = await adminCreateWagerRaffle(
      app.db,
      body,
      request.user!,
      app.clock(),
      app.config.drand,
    );
    reply.code(201);
    return { success: true, message: 'Wager raffle created.', id };
  });

  app.put('/:id', async (request): Promise<AdminActionResponse> => {
    const { params, body } = validate(request, {
      params: idParamSchema,
      body: adminWagerRaffleSchema,
    });
    await adminUpdateWagerRaffle(
      app.db,
      params.id,
      body,
      request.user!,
      app.clock(),
      app.config.drand,
    );
    return { success: true, message: 'Wager raffle saved.' };
  });

  app.get('/:id/tickets', async (request): Promise<AdminWagerRaffleTicketsResponse> => {
    const { params, query } = validate(request, {
      params: idParamSchema,
      query: adminPageQuerySchema,
    });
    return adminRaffleTicketsPage(app.db, base, params.id, query);
  });

  app.get('/:id/tickets.csv', async (request, reply) => {
    const { params } = validate(request, { params: idParamSchema });
    const csv = ticketsCsv(await adminRaffleTickets(app.db, base, params.id));
    return sendCsv(reply, `wager-raffle-${params.id}-tickets.csv`, csv);
  });

  app.post('/:id/recompute', async (request): Promise<AdminActionResponse> => {
    const { params } = validate(request, { params: idParamSchema });
    const done = await recomputeRaffleTickets(app.db, params.id, app.clock());
    return {
      success: true,
      message: done ? 'Tickets recomputed.' : 'Nothing to recompute: not started yet or frozen.',
    };
  });

  staffDrawRoutes(app, wagerRaffleDraws, changed);

  // The former form, by prize id: a clear refusal rather than a 404.
  app.post('/:id/prizes/:prizeId/disqualify', async () => {
    throw new HttpError(
      410,
      'Disqualify by place: POST /api/admin/engagement/wager-raffles/{id}/disqualify with { position, reason }.',
    );
  });
};

export default wagerRaffleAdminRoutes;
