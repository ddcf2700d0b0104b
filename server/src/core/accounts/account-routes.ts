import type { FastifyPluginAsync } from 'fastify';
import { timeZoneSchema } from '@lobby/shared-api/contract';
import type { ClaimDailyResponse, SuccessMessageResponse } from '@lobby/shared-api/contract';
import { validate } from '../http/validation';
import { dailyRewardRules } from '../settings/service';
import { unlinkKickAccount } from './auth';
import { claimDaily, setTimeZone } from './daily-claim';

/** The member's own account actions under /api/r/profile: daily claim, time zone, Kick unlink. */
const profileAccountRoutes: FastifyPluginAsync = async (app) => {
  const { config } = app;

  app.post(
    '/claim-daily',
    { preHandler: app.requireUser },
    async (request): Promise<ClaimDailyResponse> =>
      claimDaily(
        app.db,
        request.user!.id,
        await dailyRewardRules(app.db, {
          points: config.dailyClaimPoints,
          xp: config.dailyClaimXp,
        }),
        app.clock(),
      ),
  );

  app.post('/time-zone', { preHandler: app.requireUser }, async (request) => {
    const { body } = validate(request, { body: timeZoneSchema });
    await setTimeZone(app.db, request.user!.id, body.time_zone, app.clock());
    return { success: true as const, time_zone: body.time_zone };
  });

  app.post(
    '/disconnect-kick',
    { preHandler: app.requireUser },
    async (request): Promise<SuccessMessageResponse> => {
      await unlinkKickAccount(app.db, request.user!.id, app.clock());
      return { success: true, message: 'Kick account disconnected' };
    },
  );
};

export default profileAccountRoutes;
