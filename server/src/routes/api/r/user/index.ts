import { userLookupParamSchema } from '@lobby/shared-api/contract';
import type { UserProfileResponse } from '@lobby/shared-api/contract';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../../../lib/http-errors';
import { validate } from '../../../../lib/validation';
import { findUserById, findUserByUsername } from '../../../../repositories/users';
import { toUserProfile } from '../../../../services/users';

const userRoutes: FastifyPluginAsync = async (app) => {
  // One route for both forms: a number is an id (falling back to a numeric username).
  app.get('/:idOrUsername', async (request): Promise<UserProfileResponse> => {
    const { params } = validate(request, { params: userLookupParamSchema });
    const key = params.idOrUsername;
    const byId = /^\d{1,9}$/.test(key) ? await findUserById(app.db, Number(key)) : undefined;
    const user = byId ?? (await findUserByUsername(app.db, key));
    if (!user) throw notFound('User not found');
    return { success: true, data: toUserProfile(app.config.basePath, user, request.user?.id ?? null) };
  });
};

export default userRoutes;
