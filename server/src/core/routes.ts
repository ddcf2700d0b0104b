import type { FastifyPluginAsync } from 'fastify';
import accountRoutes from './accounts/account-routes';
import authRoutes from './accounts/auth-routes';
import logoutRoutes from './accounts/logout-routes';
import sessionRoutes from './accounts/session-routes';
import adminRoutes from './admin/routes';
import affiliatesRoutes from './affiliates/routes';
import streamAdminRoutes from './announce/admin-routes';
import kickWebhookRoutes from './chat/webhook-routes';
import friendsRoutes from './friends/routes';
import membersAdminRoutes from './members/routes';
import remoteFailureRoutes from './metrics/failure-routes';
import notificationsReadRoutes from './notifications/read-routes';
import notificationsRoutes from './notifications/routes';
import adminOverlayRoutes from './overlays/admin-routes';
import overlayPageRoutes from './overlays/page';
import payoutAdminRoutes from './payouts/admin-routes';
import jobsAdminRoutes from './scheduler/routes';
import settingsRoutes from './settings/routes';

/**
 * The platform's own routes (registered under the base path): site settings and affiliates,
 * and accounts — login, logout, the session, the member's account actions, notifications and
 * friends (paths the spec names, several outside /api/r).
 */
export const coreRoutes: FastifyPluginAsync = async (app) => {
  await app.register(settingsRoutes, { prefix: '/api/r/settings' });
  await app.register(affiliatesRoutes, { prefix: '/api/r/affiliates' });
  await app.register(accountRoutes, { prefix: '/api/r/profile' });
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(logoutRoutes);
  await app.register(sessionRoutes, { prefix: '/api/session' });
  await app.register(notificationsRoutes, { prefix: '/api/notifications' });
  await app.register(notificationsReadRoutes, { prefix: '/notifications' });
  await app.register(friendsRoutes, { prefix: '/api/friends' });
  await app.register(adminRoutes, { prefix: '/api/admin' });
  // Admin › Jobs and Admin › Members (guarded by role: core/admin/guard.ts).
  await app.register(jobsAdminRoutes, { prefix: '/api/admin/jobs' });
  await app.register(membersAdminRoutes, { prefix: '/api/admin/members' });
  // OBS overlays: Admin › Overlays (admins) and the overlay pages (by key; data routes: areas).
  await app.register(adminOverlayRoutes, { prefix: '/api/admin/overlays' });
  await app.register(overlayPageRoutes);
  await app.register(payoutAdminRoutes, { prefix: '/api/admin/payouts' });
  await app.register(streamAdminRoutes, { prefix: '/api/admin/stream' });
  // Webhooks from outside services: signed by the sender, no session, no CSRF token.
  await app.register(kickWebhookRoutes, { prefix: '/api/webhooks' });
  await app.register(remoteFailureRoutes, { prefix: '/api/remotes' });
};
