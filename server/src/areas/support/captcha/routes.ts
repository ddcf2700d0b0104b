import type { FastifyPluginAsync } from 'fastify';
import type { CaptchaResponse } from '@lobby/contract-support';
import { createCaptcha } from './service';

const captchaRoutes: FastifyPluginAsync = async (app) => {
  app.get('/', async (_request, reply): Promise<CaptchaResponse> => {
    reply.header('cache-control', 'no-store');
    return createCaptcha(app.db, app.clock());
  });
};

export default captchaRoutes;
