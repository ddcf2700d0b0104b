import type { FastifyPluginAsync } from 'fastify';
import type { CaptchaResponse } from '@lobby/contract-support';
import { rateLimit } from '../../../core/http/rate-limit';
import { createCaptcha } from './service';

const captchaRoutes: FastifyPluginAsync = async (app) => {
  // Drawing a captcha costs CPU: a person needs a few a minute, a script gets 429.
  const { max, windowMs } = app.config.captchaRateLimit;
  const limit = rateLimit({ max, timeWindow: windowMs, bucket: 'captcha' });

  app.get('/', { config: limit }, async (_request, reply): Promise<CaptchaResponse> => {
    reply.header('cache-control', 'no-store');
    return createCaptcha(app.db, app.clock());
  });
};

export default captchaRoutes;
