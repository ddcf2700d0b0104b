import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { friendRequestSchema, idParamSchema, idSchema } from '@lobby/shared-api/contract';
import type {
  FriendRequest,
  FriendsResponse,
  SuccessMessageResponse,
} from '@lobby/shared-api/contract';
import { validate } from '../http/validation';
import {
  acceptRequest,
  declineRequest,
  getFriendRequests,
  getFriends,
  removeFriend,
  sendFriendRequest,
} from './service';

const userIdParamSchema = z.object({ userId: idSchema() });

/** Friends of the logged-in member: list, pending requests both ways, request/accept/decline/remove. */
const friendsRoutes: FastifyPluginAsync = async (app) => {
  const base = app.config.basePath;
  app.addHook('preHandler', app.requireUser);

  app.get('/', async (request, reply): Promise<FriendsResponse> => {
    reply.header('cache-control', 'no-store');
    return getFriends(app.db, base, request.user!.id, app.clock());
  });

  app.get('/requests', async (request, reply): Promise<FriendRequest[]> => {
    reply.header('cache-control', 'no-store');
    return getFriendRequests(app.db, base, request.user!.id, app.clock());
  });

  app.post('/requests', async (request, reply): Promise<SuccessMessageResponse> => {
    const { body } = validate(request, { body: friendRequestSchema });
    const result = await sendFriendRequest(app.db, request.user!, body.user_id, app.clock());
    reply.code(result.status === 'sent' ? 201 : 200);
    return { success: true, message: result.message };
  });

  app.post('/requests/:id/accept', async (request): Promise<SuccessMessageResponse> => {
    const { params } = validate(request, { params: idParamSchema });
    await acceptRequest(app.db, request.user!, params.id, app.clock());
    return { success: true, message: 'Friend request accepted' };
  });

  app.post('/requests/:id/decline', async (request): Promise<SuccessMessageResponse> => {
    const { params } = validate(request, { params: idParamSchema });
    await declineRequest(app.db, request.user!, params.id);
    return { success: true, message: 'Friend request declined' };
  });

  app.delete('/:userId', async (request): Promise<SuccessMessageResponse> => {
    const { params } = validate(request, { params: userIdParamSchema });
    await removeFriend(app.db, request.user!, params.userId);
    return { success: true, message: 'Friend removed' };
  });
};

export default friendsRoutes;
