import type { FastifyPluginAsync } from 'fastify';
import { contactSchema } from '@lobby/contract-support';
import type { ContactResponse } from '@lobby/contract-support';
import { iso } from '../../../core/clock';
import { fieldErrors } from '../../../core/http/errors';
import { rateLimit } from '../../../core/http/rate-limit';
import { validate } from '../../../core/http/validation';
import { verifyCaptcha } from '../captcha/service';
import { insertContactMessage } from './repository';

export const CAPTCHA_ERROR = 'The verification code is incorrect or has expired.';

const contactRoutes: FastifyPluginAsync = async (app) => {
  const { max, windowMs } = app.config.contactRateLimit;
  // Per address, across processes and restarts; counted before the body is read.
  const limit = rateLimit({
    max,
    timeWindow: windowMs,
    bucket: 'contact',
    message: 'Too many messages. Please try again in a few minutes.',
  });

  app.post('/', { config: limit }, async (request): Promise<ContactResponse> => {
    const { body } = validate(request, { body: contactSchema });
    const now = app.clock();
    if (!(await verifyCaptcha(app.db, body.captcha_token, body.captcha_answer, now))) {
      throw fieldErrors({ captcha_answer: [CAPTCHA_ERROR] });
    }
    await insertContactMessage(app.db, {
      name: body.name,
      email: body.email,
      subject: body.subject,
      message: body.message,
      ip: request.ip,
      user_id: request.user?.id ?? null,
      created_at: iso(now),
    });
    return { success: true, message: 'Your message has been sent.' };
  });
};

export default contactRoutes;
