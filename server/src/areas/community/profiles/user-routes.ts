import type { FastifyPluginAsync } from 'fastify';
import { userLookupParamSchema } from '@lobby/contract-community';
import type { ActivitiesResponse, UserProfileResponse } from '@lobby/contract-community';
import { notFound } from '../../../core/http/errors';
import { validate } from '../../../core/http/validation';
import { getSettings } from '../../../core/settings/service';
import { countUnlockedAchievements } from '../achievements/repository';
import { casinoFieldNames } from '../casino-links/service';
import {
  findUserByIdOrUsername,
  getFriendshipWith,
  getRecentActivity,
  toUserProfile,
} from './service';

const userRoutes: FastifyPluginAsync = async (app) => {
  // One route for both forms: a number is an id (falling back to a numeric username).
  app.get('/:idOrUsername', async (request, reply): Promise<UserProfileResponse> => {
    const { params } = validate(request, { params: userLookupParamSchema });
    const user = await findUserByIdOrUsername(app.db, params.idOrUsername);
    if (!user) throw notFound('User not found');
    const viewerId = request.user?.id ?? null;
    const { casino } = await getSettings(app.db, app.config.basePath, app.config.streamChannel);
    const [achievementsCount, friendship, casinoNames] = await Promise.all([
      countUnlockedAchievements(app.db, user.id),
      getFriendshipWith(app.db, viewerId, user.id),
      casinoFieldNames(app.db, user.id, casino),
    ]);
    // The answer depends on who asks (private fields, friendship): never shared by a cache.
    reply.header('cache-control', 'private, no-store');
    return {
      success: true,
      data: {
        ...toUserProfile(app.config.basePath, user, viewerId, casinoNames),
        achievements_count: achievementsCount,
        friendship,
      },
    };
  });

  app.get('/:idOrUsername/recent-activity', async (request): Promise<ActivitiesResponse> => {
    const { params } = validate(request, { params: userLookupParamSchema });
    const user = await findUserByIdOrUsername(app.db, params.idOrUsername);
    if (!user) throw notFound('User not found');
    return {
      success: true,
      activities: await getRecentActivity(app.db, app.activitySources, user.id),
    };
  });
};

export default userRoutes;
