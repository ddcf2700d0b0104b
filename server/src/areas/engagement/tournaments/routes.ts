import type { FastifyPluginAsync } from 'fastify';
import {
  accuracyQuerySchema,
  tournamentChannel,
  tournamentPredictSchema,
  tournamentsQuerySchema,
} from '@lobby/contract-engagement';
import type {
  AccuracyLeaderboardResponse,
  TournamentDetailResponse,
  TournamentPredictResponse,
  TournamentsResponse,
} from '@lobby/contract-engagement';
import { idParamSchema } from '@lobby/shared-api/contract';
import { iso } from '../../../core/clock';
import { validate } from '../../../core/http/validation';
import {
  accuracyLeaderboard,
  getTournamentDetail,
  listTournaments,
  predictTournament,
} from './service';

/** /api/r/tournaments: the list, the accuracy leaderboard, a tournament and a member's picks. */
const tournamentRoutes: FastifyPluginAsync = async (app) => {
  const base = app.config.basePath;

  app.get('/', async (request): Promise<TournamentsResponse> => {
    const { query } = validate(request, { query: tournamentsQuerySchema });
    return listTournaments(app.db, base, query.page);
  });

  app.get('/accuracy', async (request): Promise<AccuracyLeaderboardResponse> => {
    const { query } = validate(request, { query: accuracyQuerySchema });
    return accuracyLeaderboard(app.db, base, query.period, app.clock());
  });

  app.get('/:id', async (request): Promise<TournamentDetailResponse> => {
    const { params } = validate(request, { params: idParamSchema });
    return getTournamentDetail(app.db, base, params.id, request.user?.id ?? null);
  });

  app.post(
    '/:id/predict',
    { preHandler: app.requireUser },
    async (request): Promise<TournamentPredictResponse> => {
      const { params, body } = validate(request, {
        params: idParamSchema,
        body: tournamentPredictSchema,
      });
      const answer = await predictTournament(
        app.db,
        params.id,
        request.user!.id,
        body,
        iso(app.clock()),
      );
      app.live.publish(tournamentChannel(params.id), { type: 'predictions' });
      return answer;
    },
  );
};

export default tournamentRoutes;
