import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '@lobby/shared-api/contract';
import { forbidden, unauthorized } from '../http/errors';
import { addRouteGuard } from '../http/route-hooks';

/** The least role an admin route needs; moderators run the day-to-day, admins everything. */
export type StaffRole = 'moderator' | 'admin';

const RANK: Record<Role, number> = { member: 0, vip: 1, moderator: 2, admin: 3 };

/** True when `role` is at least `min`. */
export const hasRole = (role: Role, min: StaffRole): boolean => RANK[role] >= RANK[min];

/** The prefix every admin API route lives under (before the base path). */
export const ADMIN_API_PREFIX = '/api/admin/';

/**
 * Guards every route under `<base>/api/admin/`: a visitor gets 401, a member 403, and a staff
 * member below the route's `config.minRole` (default 'moderator') 403. Each admin route gets the
 * check as it is registered (an onRoute hook: no other request pays for it), first among its
 * onRequest hooks after the sessions plugin's and before the CSRF check, so a visitor with no
 * session posting to an admin route is told 401 (not the CSRF 403). No admin route can escape it:
 * it matches the route's own URL pattern, whatever plugin registers it after this one (every
 * route is registered after it, app.ts). A path under the prefix that no route has answers the
 * same way (adminNotFoundPlugin).
 */
export const adminGuardPlugin = fp(
  async (app: FastifyInstance) => {
    const prefix = `${app.config.basePath}${ADMIN_API_PREFIX}`;
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith(prefix)) return;
      const min: StaffRole =
        (route.config as { minRole?: StaffRole } | undefined)?.minRole ?? 'moderator';
      const adminGuard: onRequestHookHandler = (request, _reply, done) => {
        if (!request.user) return done(unauthorized());
        if (!hasRole(request.user.role, min))
          return done(forbidden('You do not have permission to do this'));
        done();
      };
      addRouteGuard(route, 'onRequest', adminGuard);
    });
  },
  { name: 'lobby-admin-guard', dependencies: ['lobby-sessions'] },
);

/**
 * The admin API's own "not found": below every admin route (find-my-way tries a wildcard last)
 * and checked like them (role, then a write's CSRF header), so only staff learn that a path is
 * not a route.
 */
export const adminNotFoundPlugin = fp(
  async (app: FastifyInstance) => {
    app.route({
      method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: `${app.config.basePath}${ADMIN_API_PREFIX}*`,
      handler: async (_request, reply) =>
        reply.code(404).send({ success: false, message: 'API route not found' }),
    });
  },
  { name: 'lobby-admin-not-found', dependencies: ['lobby-admin-guard', 'lobby-csrf'] },
);
