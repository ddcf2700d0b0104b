import type { FastifyPluginAsync } from 'fastify';
import type { AreaModule } from '../../core/areas';
import captchaRoutes from './captcha/routes';
import contactRoutes from './contact/routes';
import { contactSeed } from './contact/seed';
import { TICKET_MIGRATIONS } from './tickets/migrations';
import { ticketsSeed } from './tickets/seed';

export type { SupportTables } from './tables';

/** The contact form and its captcha (tickets have tables, migration and seed so far). */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(captchaRoutes, { prefix: '/api/r/captcha' });
  await app.register(contactRoutes, { prefix: '/api/r/contact' });
};

const support: AreaModule = {
  name: 'support',
  routes,
  migrations: { ...TICKET_MIGRATIONS },
  seed: [ticketsSeed, contactSeed],
};

export default support;
