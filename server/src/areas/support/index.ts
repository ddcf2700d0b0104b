import type { FastifyPluginAsync } from 'fastify';
import type { AreaModule } from '../../core/areas';
import { CAPTCHA_MIGRATIONS } from './captcha/migrations';
import captchaRoutes from './captcha/routes';
import contactAdminRoutes from './contact/admin-routes';
import { CONTACT_MIGRATIONS } from './contact/migrations';
import contactRoutes from './contact/routes';
import { contactSeed } from './contact/seed';
import ticketAdminRoutes from './tickets/admin-routes';
import { ticketJobs } from './tickets/jobs';
import { TICKET_MIGRATIONS } from './tickets/migrations';
import ticketRoutes from './tickets/routes';
import { ticketsAuditSeed, ticketsSeed } from './tickets/seed';

/** The contact form and its captcha, and members' support tickets. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(captchaRoutes, { prefix: '/api/r/captcha' });
  await app.register(contactRoutes, { prefix: '/api/r/contact' });
  await app.register(ticketRoutes, { prefix: '/api/r/tickets' });
  // Staff (moderator and up): guarded by the core's admin guard.
  await app.register(ticketAdminRoutes, { prefix: '/api/admin/support/tickets' });
  await app.register(contactAdminRoutes, { prefix: '/api/admin/support/contact' });
};

const support: AreaModule = {
  name: 'support',
  routes,
  migrations: [CAPTCHA_MIGRATIONS, CONTACT_MIGRATIONS, TICKET_MIGRATIONS],
  seed: [ticketsSeed, contactSeed, ticketsAuditSeed],
  jobs: ticketJobs,
};

export default support;
