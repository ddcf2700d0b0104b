import type { FastifyPluginAsync } from 'fastify';
import {
  bonusHuntsQuerySchema,
  huntChannel,
  huntPredictionsQuerySchema,
  predictBonusHuntSchema,
} from '@lobby/contract-engagement';
import type {
  BonusHuntsResponse,
  PredictBonusHuntResponse,
  PredictionsResponse,
  UserPredictionResponse,
} from '@lobby/contract-engagement';
import { idParamSchema } from '@lobby/shared-api/contract';
import { SELF_COMPRESSED, sendCachedJson } from '../../../core/cache/plugin';
import { iso } from '../../../core/clock';
import { validate } from '../../../core/http/validation';
import { getBonusHunts, getShownPredictions, getUserPrediction, predict } from './service';

/** The tables the cached bonus hunt reads are made of (AreaModule.cachedTables). */
export const HUNT_CACHE_TABLES = [
  'bonus_hunts',
  'bonus_hunt_games',
  'bonus_hunt_predictions',
  'users',
];

const bonusHuntsRoutes: FastifyPluginAsync = async (app) => {
  const base = app.config.basePath;

  app.get('/', SELF_COMPRESSED, (request, reply) => {
    const { query } = validate(request, { query: bonusHuntsQuerySchema });
    return sendCachedJson(
      reply,
      `bonus-hunts:${query.page}:${query.hunt ?? ''}`,
      HUNT_CACHE_TABLES,
      (): Promise<BonusHuntsResponse> => getBonusHunts(app.db, base, query.page, query.hunt),
    );
  });

  app.get('/predictions', async (request): Promise<PredictionsResponse> => {
    const { query } = validate(request, { query: huntPredictionsQuerySchema });
    return { success: true, predictions: await getShownPredictions(app.db, base, query.hunt) };
  });

  app.get('/:id/user-prediction', async (request): Promise<UserPredictionResponse> => {
    const { params } = validate(request, { params: idParamSchema });
    return {
      success: true,
      prediction: await getUserPrediction(app.db, base, params.id, request.user?.id ?? null),
    };
  });

  app.post(
    '/:id/predict',
    { preHandler: app.requireUser },
    async (request): Promise<PredictBonusHuntResponse> => {
      const { params, body } = validate(request, {
        params: idParamSchema,
        body: predictBonusHuntSchema,
      });
      const answer = await predict(app.db, base, params.id, request.user!, body, iso(app.clock()));
      app.live.publish(huntChannel(params.id), { type: 'predictions', hunt_id: params.id });
      return answer;
    },
  );
};

export default bonusHuntsRoutes;
