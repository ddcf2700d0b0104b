import type {} from '@fastify/cookie';
import type { FastifyReply, preHandlerAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import type { Role } from '@lobby/shared-api/contract';
import type { ActivitySource } from './core/activity/sources';
import type { ClusterBus } from './core/bus/bus';
import type { InvalidateHandler } from './core/bus/plugin';
import type { ReadCache } from './core/cache/cache';
import type { KickClient } from './core/chat/kick-client';
import type { Clock } from './core/clock';
import type { AppConfig } from './core/config';
import type { Database, DialectName } from './core/db';
import type { UserRow } from './core/db/tables';
import type { RouteEntry } from './core/http/route-table';
import type { Live } from './core/live/plugin';
import type { MemberDetailsSource } from './core/members/details';
import type { AppMetrics } from './core/metrics/metrics';
import type { PayoutSource } from './core/payouts/total';
import type { Scheduler } from './core/scheduler/scheduler';
import type { SessionInfo, SessionManager } from './core/sessions/plugin';
import type { createRemoteRegistry } from './core/site/remote-registry';
import type { Storage } from './core/storage';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Kysely<Database>;
    dialect: DialectName;
    clock: Clock;
    /** What every area adds to a member's recent activity (platform.ts). */
    activitySources: readonly ActivitySource[];
    /** What every area adds to a member's record in Admin › Members (platform.ts). */
    memberDetailSources: readonly MemberDetailsSource[];
    /** What every area has paid out (platform.ts). */
    payoutSources: readonly PayoutSource[];
    /** Every route registered (method + url), collected by the onRoute hook. */
    routeTable: RouteEntry[];
    sessions: SessionManager;
    /** The remote registry behind /remotes.json and GET /api/remotes (site.ts). */
    remoteRegistry: ReturnType<typeof createRemoteRegistry>;
    /** The site's origin as its pages send it (PUBLIC_URL, else the request's). */
    siteOrigin: (request?: FastifyRequest) => string;
    /** The CSRF token for a page: the session's, or the visitor's signed cookie (set if missing). */
    csrfToken: (request: FastifyRequest, reply: FastifyReply) => string;
    /** The timed jobs' scheduler (started with the app unless config.scheduler.enabled is off). */
    scheduler: Scheduler;
    metrics: AppMetrics;
    metricsPort: () => number | null;
    /** preHandler: 401 unless a member is logged in. */
    requireUser: preHandlerAsyncHookHandler;
    /** preHandler: 401 when logged out, 403 unless the member has one of the roles. */
    requireRole: (...roles: Role[]) => preHandlerAsyncHookHandler;
    /** The live channel: `app.live.publish(channel, payload)` reaches every open page (SSE). */
    live: Live;
    /** Where uploads are stored: local disk, or the S3-compatible bucket (core/storage). */
    storage: Storage;
    /** The cluster bus: every process on the database (PostgreSQL LISTEN/NOTIFY), or this one. */
    bus: ClusterBus;
    /**
     * Drops the caches of a topic (one key, or all) in every process: this one at once, the
     * others through the bus. Call after the write has committed (afterCommit in core/db).
     */
    invalidate: (topic: string, key?: string | null) => void;
    /** Runs the handler whenever the topic is invalidated anywhere (key null: everything). */
    onInvalidate: (topic: string, handler: InvalidateHandler) => () => void;
    /** The public reads' cache: get-or-load by key, invalidated by table (core/cache/). */
    cache: ReadCache;
    /** Kick's public API: webhook key, chat messages, event subscriptions (core/chat). */
    kick: KickClient;
  }
  interface FastifyRequest {
    session: SessionInfo | null;
    user: UserRow | null;
  }
  interface FastifyContextConfig {
    /** Set false to exempt a state-changing route from the CSRF check (none do today). */
    csrf?: boolean;
    /** The least role of an `/api/admin/**` route (core/admin/guard.ts); default 'moderator'. */
    minRole?: 'moderator' | 'admin';
  }
}
