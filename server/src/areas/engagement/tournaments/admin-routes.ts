import type { FastifyPluginAsync } from 'fastify';
import {
  adminMatchParamsSchema,
  adminMatchUpdateSchema,
  adminTournamentCreateSchema,
  adminTournamentUpdateSchema,
  TOURNAMENTS_CHANNEL,
  tournamentChannel,
  tournamentsQuerySchema,
} from '@lobby/contract-engagement';
import type { TournamentDetailResponse, TournamentsResponse } from '@lobby/contract-engagement';
import { idParamSchema } from '@lobby/shared-api/contract';
import { validate } from '../../../core/http/validation';
import { createTournament, deleteTournament, updateMatch, updateTournament } from './admin-service';
import { getTournamentDetail, listTournaments } from './service';

/** Admin › Tournaments (moderator), under /api/admin/engagement/tournaments. */
const adminTournamentRoutes: FastifyPluginAsync = async (app) => {
  const base = app.config.basePath;
  const detail = (id: number): Promise<TournamentDetailResponse> =>
    getTournamentDetail(app.db, base, id, null);
  const changed = (id: number) => app.live.publish(tournamentChannel(id), { type: 'bracket' });

  app.get('/', async (request): Promise<TournamentsResponse> => {
    const { query } = validate(request, { query: tournamentsQuerySchema });
    return listTournaments(app.db, base, query.page);
  });

  app.get('/:id', async (request) => {
    const { params } = validate(request, { params: idParamSchema });
    return detail(params.id);
  });

  app.post('/', async (request) => {
    const { body } = validate(request, { body: adminTournamentCreateSchema });
    const id = await createTournament(app.db, request.user!.id, body, app.clock());
    app.live.publish(TOURNAMENTS_CHANNEL, { type: 'created', tournament_id: id });
    return detail(id);
  });

  app.patch('/:id', async (request) => {
    const { params, body } = validate(request, {
      params: idParamSchema,
      body: adminTournamentUpdateSchema,
    });
    await updateTournament(app.db, request.user!.id, params.id, body, app.clock());
    changed(params.id);
    // Started or ended: an overlay following the newest active tournament may switch.
    app.live.publish(TOURNAMENTS_CHANNEL, { type: 'tournament', tournament_id: params.id });
    return detail(params.id);
  });

  app.patch('/:id/matches/:matchId', async (request) => {
    const { params, body } = validate(request, {
      params: adminMatchParamsSchema,
      body: adminMatchUpdateSchema,
    });
    await updateMatch(app.db, request.user!.id, params.id, params.matchId, body, app.clock());
    changed(params.id);
    return detail(params.id);
  });

  app.delete('/:id', async (request) => {
    const { params } = validate(request, { params: idParamSchema });
    await deleteTournament(app.db, request.user!.id, params.id, app.clock());
    app.live.publish(tournamentChannel(params.id), { type: 'deleted' });
    return { success: true as const, message: 'Tournament deleted.' };
  });
};

export default adminTournamentRoutes;
