import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CSRF_HEADER } from '@lobby/shared-api/contract';
import { HttpError } from './errors';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const CSRF_MESSAGE = 'Invalid or missing CSRF token';
const HEADER = CSRF_HEADER.toLowerCase();

export function tokensMatch(expected: string, given: unknown): boolean {
  if (typeof given !== 'string' || !given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The `_csrf` field of an urlencoded or multipart body. */
function formToken(request: FastifyRequest): unknown {
  const body = request.body as Record<string, unknown> | null | undefined;
  if (!body || typeof body !== 'object') return undefined;
  const field = body._csrf;
  if (field && typeof field === 'object' && 'value' in field)
    return (field as { value: unknown }).value;
  return field;
}

function isForm(request: FastifyRequest): boolean {
  const type = request.headers['content-type'] ?? '';
  return (
    type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data')
  );
}

const needsCheck = (request: FastifyRequest) =>
  UNSAFE.has(request.method) && !request.is404 && request.routeOptions.config?.csrf !== false;

/**
 * Every POST, PUT, PATCH and DELETE route needs the session's CSRF token in the X-CSRF-Token
 * header or a `_csrf` form field. The header is checked before the body is read; a form field
 * after parsing.
 */
export const csrfPlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      if (!needsCheck(request)) return;
      const session = request.session;
      const header = request.headers[HEADER];
      if (!session) throw new HttpError(403, CSRF_MESSAGE);
      if (header !== undefined) {
        if (!tokensMatch(session.csrfToken, header)) throw new HttpError(403, CSRF_MESSAGE);
        (request as { csrfOk?: boolean }).csrfOk = true;
        return;
      }
      if (!isForm(request)) throw new HttpError(403, CSRF_MESSAGE);
    });
    app.addHook('preHandler', async (request) => {
      if (!needsCheck(request) || (request as { csrfOk?: boolean }).csrfOk) return;
      const session = request.session;
      if (!session || !tokensMatch(session.csrfToken, formToken(request)))
        throw new HttpError(403, CSRF_MESSAGE);
    });
  },
  { name: 'lobby-csrf', dependencies: ['lobby-sessions'] },
);
