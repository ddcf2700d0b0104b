import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import {
  HUNTS_CHANNEL,
  adminGameCreateSchema,
  adminGameParamsSchema,
  adminGameUpdateSchema,
  adminHuntCreateSchema,
  adminHuntUpdateSchema,
  huntChannel,
  pastHuntsQuerySchema,
} from '@lobby/contract-engagement';
import type {
  AdminHuntResponse,
  AdminHuntsResponse,
  HuntLiveEvent,
} from '@lobby/contract-engagement';
import { idParamSchema } from '@lobby/shared-api/contract';
import { validate } from '../../../core/http/validation';
import { adminGetHunt, adminListHunts, createHunt, deleteHunt, updateHunt } from './admin-service';
import { completeHunt } from './completion';
import { addGame, removeGame, updateGame } from './games';

/** Tells every open /bonus-hunts page what changed (live channel). */
function publish(app: FastifyInstance, huntId: number, type: HuntLiveEvent['type']) {
  const event: HuntLiveEvent = { type, hunt_id: huntId };
  app.live.publish(huntChannel(huntId), event);
  if (type === 'created' || type === 'completed' || type === 'deleted')
    app.live.publish(HUNTS_CHANNEL, event);
}

/**
 * Admin › Bonus hunts (moderator), under /api/admin/engagement/bonus-hunts: what the streamer does on
 * stream — create a hunt, add slots with their bets, open and close predictions, record each
 * win, complete it (ranking and paying the predictions), delete one that paid nothing. Every write
 * is audited and published.
 */
const adminHuntRoutes: FastifyPluginAsync = async (app) => {
  const base = app.config.basePath;
  const detail = async (id: number): Promise<AdminHuntResponse> => ({
    success: true,
    data: await adminGetHunt(app.db, base, id),
  });

  app.get('/', async (request): Promise<AdminHuntsResponse> => {
    const { query } = validate(request, { query: pastHuntsQuerySchema });
    return adminListHunts(app.db, query.page);
  });

  app.get('/:id', async (request) => {
    const { params } = validate(request, { params: idParamSchema });
    return detail(params.id);
  });

  app.post('/', async (request) => {
    const { body } = validate(request, { body: adminHuntCreateSchema });
    const id = await createHunt(app.db, request.user!, body, app.clock());
    publish(app, id, 'created');
    return detail(id);
  });

  app.patch('/:id', async (request) => {
    const { params, body } = validate(request, {
      params: idParamSchema,
      body: adminHuntUpdateSchema,
    });
    await updateHunt(app.db, request.user!, params.id, body, app.clock());
    publish(app, params.id, 'hunt');
    return detail(params.id);
  });

  app.post('/:id/games', async (request) => {
    const { params, body } = validate(request, {
      params: idParamSchema,
      body: adminGameCreateSchema,
    });
    await addGame(app.db, request.user!.id, params.id, body, app.clock());
    publish(app, params.id, 'games');
    return detail(params.id);
  });

  app.patch('/:id/games/:gameId', async (request) => {
    const { params, body } = validate(request, {
      params: adminGameParamsSchema,
      body: adminGameUpdateSchema,
    });
    await updateGame(app.db, request.user!.id, params.id, params.gameId, body, app.clock());
    publish(app, params.id, 'games');
    return detail(params.id);
  });

  app.delete('/:id/games/:gameId', async (request) => {
    const { params } = validate(request, { params: adminGameParamsSchema });
    await removeGame(app.db, request.user!.id, params.id, params.gameId, app.clock());
    publish(app, params.id, 'games');
    return detail(params.id);
  });

  app.post('/:id/complete', async (request) => {
    const { params } = validate(request, { params: idParamSchema });
    await completeHunt(app.db, request.user!.id, params.id, app.clock());
    publish(app, params.id, 'completed');
    return detail(params.id);
  });

  app.delete('/:id', async (request) => {
    const { params } = validate(request, { params: idParamSchema });
    await deleteHunt(app.db, request.user!.id, params.id, app.clock());
    publish(app, params.id, 'deleted');
    return { success: true as const, message: 'Bonus hunt deleted.' };
  });
};

export default adminHuntRoutes;
