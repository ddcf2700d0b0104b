import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SESSION_COOKIE } from '../core/sessions/plugin';

/** `lobby_sid=…` from a response's Set-Cookie, or null when it set none (or cleared it). */
export function sessionCookie(res: LightMyRequestResponse): string | null {
  const c = res.cookies.find((k) => k.name === SESSION_COOKIE);
  return c && c.value ? `${SESSION_COOKIE}=${c.value}` : null;
}

/** GET /api/session with a cookie: who the server thinks this browser is. */
export async function whoAmI(app: FastifyInstance, cookie: string | null) {
  const res = await app.inject({
    method: 'GET',
    url: '/api/session',
    headers: cookie ? { cookie } : {},
  });
  const body = res.json() as { user: { id: number; username: string } | null; csrf_token: string };
  return { user: body.user, csrf: body.csrf_token, setCookie: sessionCookie(res) };
}

/** A clock tests can move. */
export function movableClock(start = new Date('2026-11-21T12:00:00.000Z')) {
  let now = start.getTime();
  const clock = () => new Date(now);
  return Object.assign(clock, {
    advance(ms: number) {
      now += ms;
    },
    set(d: Date | string) {
      now = new Date(d).getTime();
    },
  });
}
