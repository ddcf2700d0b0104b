import type { FastifyPluginAsync } from 'fastify';
import { userLookupParamSchema } from '@lobby/contract-community';
import type { AchievementsResponse, ActivitiesResponse } from '@lobby/contract-community';
import { notFound } from '../../../core/http/errors';
import { validate } from '../../../core/http/validation';
import { getAchievements } from '../achievements/service';
import { findUserByIdOrUsername, getRecentActivity } from './service';

/** Achievements and recent activity under /api/r/profile: the member's own, or anyone's by id. */
const profileActivityRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/achievements',
    { preHandler: app.requireUser },
    async (request, reply): Promise<AchievementsResponse> => {
      reply.header('cache-control', 'no-store');
      return { success: true, achievements: await getAchievements(app.db, request.user!.id) };
    },
  );

  app.get(
    '/recent-activity',
    { preHandler: app.requireUser },
    async (request, reply): Promise<ActivitiesResponse> => {
      reply.header('cache-control', 'no-store');
      return {
        success: true,
        activities: await getRecentActivity(app.db, app.activitySources, request.user!.id),
      };
    },
  );

  app.get('/:idOrUsername/achievements', async (request): Promise<AchievementsResponse> => {
    const { params } = validate(request, { params: userLookupParamSchema });
    const user = await findUserByIdOrUsername(app.db, params.idOrUsername);
    if (!user) throw notFound('User not found');
    return { success: true, achievements: await getAchievements(app.db, user.id) };
  });
};

export default profileActivityRoutes;
