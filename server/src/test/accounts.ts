import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../core/db';
import type { UserRow } from '../core/db/tables';
import { SESSION_COOKIE } from '../core/sessions/plugin';
import { findUserById } from '../core/users/repository';

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

let counter = 0;

/** Inserts a member directly (no seed needed). */
export async function createMember(
  db: Kysely<Database>,
  fields: Partial<Omit<UserRow, 'id'>> = {},
): Promise<UserRow> {
  const now = new Date().toISOString();
  counter += 1;
  const r = await db
    .insertInto('users')
    .values({
      username: fields.username ?? `member_${process.pid}_${counter}`,
      created_at: now,
      updated_at: now,
      ...fields,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return (await findUserById(db, Number(r.id)))!;
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
