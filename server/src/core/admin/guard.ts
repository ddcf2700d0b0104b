import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '@lobby/shared-api/contract';
import { forbidden, unauthorized } from '../http/errors';

/** The least role an admin route needs; moderators run the day-to-day, admins everything. */
export type StaffRole = 'moderator' | 'admin';

const RANK: Record<Role, number> = { member: 0, vip: 1, moderator: 2, admin: 3 };

/** True when `role` is at least `min`. */
export const hasRole = (role: Role, min: StaffRole): boolean => RANK[role] >= RANK[min];

/** The prefix every admin API route lives under (before the base path). */
export const ADMIN_API_PREFIX = '/api/admin/';

/**
 * Guards every route under `<base>/api/admin/`: a visitor gets 401, a member 403, and a staff
 * member below the route's `config.minRole` (default 'moderator') 403. It runs as the route's
 * first own onRequest hook — after the session is read, before the body is parsed and before the
 * CSRF check — and is registered before any route, so no admin route can escape it.
 */
export const adminGuardPlugin = fp(
  async (app: FastifyInstance) => {
    const prefix = `${app.config.basePath}${ADMIN_API_PREFIX}`;
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith(prefix)) return;
      const min: StaffRole = route.config?.minRole ?? 'moderator';
      const guard: onRequestAsyncHookHandler = async (request) => {
        if (!request.user) throw unauthorized();
        if (!hasRole(request.user.role, min))
          throw forbidden('You do not have permission to do this');
      };
      const existing = route.onRequest;
      route.onRequest = existing
        ? [guard, ...(Array.isArray(existing) ? existing : [existing])]
        : [guard];
    });
  },
  { name: 'lobby-admin-guard', dependencies: ['lobby-sessions'] },
);
