import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '@lobby/shared-api/contract';
import { addMs, iso } from '../clock';
import { ANON_CSRF_COOKIE, isSignedAnonymousToken } from '../http/csrf';
import { forbidden, unauthorized } from '../http/errors';
import { findUserById, touchUserActive } from '../users/repository';
import {
  deleteSession,
  findLiveSession,
  insertSession,
  pruneExpiredSessions,
  touchSession,
} from './repository';

export const SESSION_COOKIE = 'lobby_sid';
const MINUTE = 60_000;
const PRUNE_EVERY_MS = 10 * MINUTE;

/** What a request knows about its session; `id` is the database id (sha256 of the cookie). */
export interface SessionInfo {
  id: string;
  userId: number | null;
  csrfToken: string;
}

export interface SessionManager {
  /** Creates a session (anonymous when userId is null), sets the cookie and request.session. */
  create(reply: FastifyReply, userId: number | null): Promise<SessionInfo>;
  /** At login: drops the old session row, issues a new id and a new CSRF token for userId. */
  regenerate(
    request: FastifyRequest,
    reply: FastifyReply,
    userId: number | null,
  ): Promise<SessionInfo>;
  /** At logout: deletes the row and clears the cookie. */
  destroy(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /**
   * Returns the request's session, creating an anonymous one if there is none — only where
   * something must be stored for a visitor (an OAuth login's state). Pages never do: a visitor's
   * CSRF token is the signed cookie (http/csrf.ts), which the new row keeps as its token.
   */
  ensure(request: FastifyRequest, reply: FastifyReply): Promise<SessionInfo>;
}

export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

export const sessionsPlugin = fp(
  async (app) => {
    const { config, clock } = app;
    const cookiePath = config.basePath || '/';
    let lastPrune = 0;

    app.decorateRequest('session', null);
    app.decorateRequest('user', null);

    // Visitors without a member get a short idle window: their rows exist only to carry a CSRF
    // token, and the pruning below removes them soon after they go quiet.
    const idleWindow = (userId: number | null) =>
      userId == null
        ? Math.min(config.sessionIdleMs, config.sessionAnonymousIdleMs)
        : config.sessionIdleMs;

    const cookieOptions = () => ({
      path: cookiePath,
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: config.production,
      maxAge: Math.floor(config.sessionAbsoluteMs / 1000),
    });

    async function maybePrune(now: Date) {
      if (now.getTime() - lastPrune < PRUNE_EVERY_MS) return;
      lastPrune = now.getTime();
      await pruneExpiredSessions(app.db, iso(now)).catch((error) =>
        app.log.warn({ err: error }, 'session prune failed'),
      );
    }

    async function create(
      reply: FastifyReply,
      userId: number | null,
      csrfToken = randomBytes(32).toString('base64url'),
    ): Promise<SessionInfo> {
      const now = clock();
      const token = randomBytes(32).toString('base64url');
      const info: SessionInfo = { id: hashToken(token), userId, csrfToken };
      const expires = addMs(now, config.sessionAbsoluteMs);
      const idle = addMs(now, Math.min(idleWindow(userId), config.sessionAbsoluteMs));
      await insertSession(app.db, {
        id: info.id,
        user_id: userId,
        csrf_token: info.csrfToken,
        created_at: iso(now),
        last_seen_at: iso(now),
        expires_at: iso(expires),
        idle_expires_at: iso(idle),
        ip: reply.request.ip ?? null,
        user_agent: reply.request.headers['user-agent']?.slice(0, 300) ?? null,
      });
      reply.setCookie(SESSION_COOKIE, token, cookieOptions());
      reply.request.session = info;
      reply.request.user = userId != null ? ((await findUserById(app.db, userId)) ?? null) : null;
      await maybePrune(now);
      return info;
    }

    const manager: SessionManager = {
      create,
      async regenerate(request, reply, userId) {
        if (request.session) await deleteSession(app.db, request.session.id);
        return create(reply, userId);
      },
      async destroy(request, reply) {
        if (request.session) await deleteSession(app.db, request.session.id);
        request.session = null;
        request.user = null;
        reply.clearCookie(SESSION_COOKIE, { path: cookiePath });
      },
      async ensure(request, reply) {
        if (request.session) return request.session;
        // Keep the visitor's signed token, so the page they already have stays valid.
        const anon = request.cookies[ANON_CSRF_COOKIE];
        return create(
          reply,
          null,
          isSignedAnonymousToken(config.sessionSecret, anon) ? anon : undefined,
        );
      },
    };
    app.decorate('sessions', manager);

    // A visitor's request (no session cookie) leaves at once: no promise, no database.
    const sessionCookie: onRequestHookHandler = (request, reply, done) => {
      const token = request.cookies[SESSION_COOKIE];
      if (!token || token.length > 200) return done();
      loadSession(request, reply, token).then(() => done(), done);
    };
    app.addHook('onRequest', sessionCookie);

    async function loadSession(request: FastifyRequest, reply: FastifyReply, token: string) {
      const now = clock();
      const nowIso = iso(now);
      const row = await findLiveSession(app.db, hashToken(token), nowIso);
      if (!row) return;
      request.session = { id: row.id, userId: row.user_id, csrfToken: row.csrf_token };
      // Sliding idle expiry, written at most once a minute.
      if (now.getTime() - Date.parse(row.last_seen_at) >= MINUTE) {
        const idle = new Date(
          Math.min(now.getTime() + idleWindow(row.user_id), Date.parse(row.expires_at)),
        );
        await touchSession(app.db, row.id, nowIso, iso(idle));
      }
      if (row.user_id != null) {
        const user = await findUserById(app.db, row.user_id);
        // A banned member's sessions end at ban time; one that slipped through ends here.
        if (user?.banned_at) {
          await deleteSession(app.db, row.id);
          request.session = null;
          reply.clearCookie(SESSION_COOKIE, { path: cookiePath });
          return;
        }
        request.user = user ?? null;
        if (user && (!user.last_active || now.getTime() - Date.parse(user.last_active) >= MINUTE)) {
          await touchUserActive(app.db, user.id, nowIso, iso(addMs(now, -MINUTE)));
        }
      }
    }

    app.decorate('requireUser', async (request: FastifyRequest) => {
      if (!request.user) throw unauthorized();
    });
    app.decorate('requireRole', (...roles: Role[]) => async (request: FastifyRequest) => {
      if (!request.user) throw unauthorized();
      if (!roles.includes(request.user.role))
        throw forbidden('You do not have permission to do this');
    });
  },
  { name: 'lobby-sessions', dependencies: ['@fastify/cookie'] },
);
