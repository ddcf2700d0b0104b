import type { FastifyPluginAsync } from 'fastify';
import { wagerRaffleChannel } from '@lobby/contract-engagement';
import type { AdminActionResponse } from '@lobby/contract-engagement';
import { idParamSchema } from '@lobby/shared-api/contract';
import { HttpError } from '../../../core/http/errors';
import { validate } from '../../../core/http/validation';
import { drawAdminRoutes } from '../draws/admin-routes';
import { wagerRaffleAdmin } from './admin-service';
import { recomputeRaffleTickets } from './tickets';

/** Admin › Wager raffles at /api/admin/engagement/wager-raffles (moderator; guarded by the core). */
const wagerRaffleAdminRoutes: FastifyPluginAsync = async (app) => {
  /** Tells open pages of the raffle that it changed (live channel). */
  const changed = (id: number) =>
    app.live.publish(wagerRaffleChannel(id), { type: 'wager_raffle', raffle_id: id });
  drawAdminRoutes(app, wagerRaffleAdmin, changed);

  app.post('/:id/recompute', async (request): Promise<AdminActionResponse> => {
    const { params } = validate(request, { params: idParamSchema });
    const done = await recomputeRaffleTickets(app.db, params.id, app.clock());
    return {
      success: true,
      message: done ? 'Tickets recomputed.' : 'Nothing to recompute: not started yet or frozen.',
    };
  });

  // The former form, by prize id: a clear refusal rather than a 404.
  app.post('/:id/prizes/:prizeId/disqualify', async () => {
    throw new HttpError(
      410,
      'Disqualify by place: POST /api/admin/engagement/wager-raffles/{id}/disqualify with { position, reason }.',
    );
  });
};

export default wagerRaffleAdminRoutes;
