import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type {
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import { CSRF_HEADER } from '@lobby/shared-api/contract';
import { HttpError } from './errors';
import { addRouteGuard } from './route-hooks';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const CSRF_MESSAGE = 'Invalid or missing CSRF token';
const HEADER = CSRF_HEADER.toLowerCase();
/** The visitor's signed double-submit token (no session row behind it). */
export const ANON_CSRF_COOKIE = 'lobby_csrf';

export function tokensMatch(expected: string, given: unknown): boolean {
  if (typeof given !== 'string' || !given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

const sign = (secret: string, nonce: string) =>
  createHmac('sha256', secret).update(`lobby-anon-csrf:${nonce}`).digest('base64url');

/** A new visitor token: `<nonce>.<HMAC(session secret, nonce)>`. */
export function issueAnonymousToken(secret: string): string {
  const nonce = randomBytes(24).toString('base64url');
  return `${nonce}.${sign(secret, nonce)}`;
}

/** True when the token is one this server signed (any process sharing SESSION_SECRET). */
export function isSignedAnonymousToken(secret: string, token: unknown): token is string {
  if (typeof token !== 'string' || token.length > 200) return false;
  const dot = token.indexOf('.');
  if (dot <= 0) return false;
  return tokensMatch(sign(secret, token.slice(0, dot)), token.slice(dot + 1));
}

/** The `_csrf` field of an urlencoded body. */
function formToken(request: FastifyRequest): unknown {
  const body = request.body as Record<string, unknown> | null | undefined;
  if (!body || typeof body !== 'object') return undefined;
  return body._csrf;
}

// Only urlencoded forms may carry the token in the body: a multipart body is read by its route
// after the CSRF check, so uploads send the header.
const isForm = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');

const needsCheck = (request: FastifyRequest) =>
  UNSAFE.has(request.method) && !request.is404 && request.routeOptions.config?.csrf !== false;

/**
 * Every POST, PUT, PATCH and DELETE route needs a CSRF token in the X-CSRF-Token header or an
 * urlencoded `_csrf` field. With a session, the session's token. Without one (a visitor), a signed
 * double-submit token: the `lobby_csrf` cookie, signed with the session secret, sent back
 * unchanged — so a visitor's page costs no database row. The header is checked before the body
 * is read; a form field after parsing.
 */
export const csrfPlugin = fp(
  async (app) => {
    const { config } = app;
    const cookieOptions = {
      path: config.basePath || '/',
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: config.production,
      maxAge: Math.floor(config.sessionAbsoluteMs / 1000),
    };

    /** The token the request must send back: its session's, or the visitor's signed one. */
    const expectedToken = (request: FastifyRequest): string | null => {
      if (request.session) return request.session.csrfToken;
      const cookie = request.cookies[ANON_CSRF_COOKIE];
      return isSignedAnonymousToken(config.sessionSecret, cookie) ? cookie : null;
    };

    /**
     * The token a page (or GET /api/session) hands out: the session's, or the visitor's signed
     * cookie token — issued (cookie set) when missing or not ours.
     */
    app.decorate('csrfToken', (request: FastifyRequest, reply: FastifyReply): string => {
      const existing = expectedToken(request);
      if (existing) return existing;
      const token = issueAnonymousToken(config.sessionSecret);
      reply.setCookie(ANON_CSRF_COOKIE, token, cookieOptions);
      request.cookies[ANON_CSRF_COOKIE] = token;
      return token;
    });

    // The header check on each state-changing route, as it is registered: a read runs none.
    const csrfHeaderCheck: onRequestHookHandler = (request, _reply, done) => {
      if (!UNSAFE.has(request.method)) return done();
      const expected = expectedToken(request);
      const header = request.headers[HEADER];
      if (!expected) return done(new HttpError(403, CSRF_MESSAGE));
      if (header !== undefined) {
        if (!tokensMatch(expected, header)) return done(new HttpError(403, CSRF_MESSAGE));
        (request as { csrfOk?: boolean }).csrfOk = true;
        return done();
      }
      done(isForm(request) ? undefined : new HttpError(403, CSRF_MESSAGE));
    };
    app.addHook('onRoute', (route) => {
      const methods = [route.method].flat();
      if (!methods.some((m) => UNSAFE.has(m)) || route.config?.csrf === false) return;
      addRouteGuard(route, 'onRequest', csrfHeaderCheck);
    });
    // The form field's check, after parsing: app-wide, so it keeps its place before hooks that
    // plugins of routes add (friends/routes.ts); a read leaves at the method test.
    const csrfFormCheck: preHandlerHookHandler = (request, _reply, done) => {
      if (!needsCheck(request) || (request as { csrfOk?: boolean }).csrfOk) return done();
      const expected = expectedToken(request);
      done(
        !expected || !tokensMatch(expected, formToken(request))
          ? new HttpError(403, CSRF_MESSAGE)
          : undefined,
      );
    };
    app.addHook('preHandler', csrfFormCheck);
  },
  { name: 'lobby-csrf', dependencies: ['lobby-sessions'] },
);
