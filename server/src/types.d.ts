import type { preHandlerAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import type { Role } from '@lobby/shared-api/contract';
import type { ActivitySource } from './core/activity/sources';
import type { Clock } from './core/clock';
import type { AppConfig } from './core/config';
import type { Database, DialectName } from './core/db';
import type { UserRow } from './core/db/tables';
import type { RouteEntry } from './core/http/route-table';
import type { PayoutSource } from './core/payouts';
import type { SessionInfo, SessionManager } from './core/sessions/plugin';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Kysely<Database>;
    dialect: DialectName;
    clock: Clock;
    /** What every area adds to a member's recent activity (platform.ts). */
    activitySources: readonly ActivitySource[];
    /** What every area has paid out (platform.ts). */
    payoutSources: readonly PayoutSource[];
    /** Every route registered (method + url), collected by the onRoute hook. */
    routeTable: RouteEntry[];
    sessions: SessionManager;
    /** preHandler: 401 unless a member is logged in. */
    requireUser: preHandlerAsyncHookHandler;
    /** preHandler: 401 when logged out, 403 unless the member has one of the roles. */
    requireRole: (...roles: Role[]) => preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    session: SessionInfo | null;
    user: UserRow | null;
  }
  interface FastifyContextConfig {
    /** Set false to exempt a state-changing route from the CSRF check (none do today). */
    csrf?: boolean;
  }
}
