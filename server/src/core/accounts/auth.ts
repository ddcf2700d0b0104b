import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { PagePreload } from '@lobby/shared-api/contract';
import { isValidTimeZone } from '@lobby/shared-api/contract';
import { withTransaction } from '../db';
import type { Database, Db } from '../db';
import { isUniqueViolation } from '../db/errors';
import type { UserRow } from '../db/tables';
import { emit } from '../events';
import { getSettings } from '../settings/service';
import { findUserById, findUserByUsername } from '../users/repository';
import { toSessionUser } from '../users/service';
import type { DiscordIdentity, KickIdentity } from './oauth';

/** What every page preload carries (also GET /api/session, for remotes running alone). */
export async function buildPagePreload(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<PagePreload> {
  const base = app.config.basePath;
  return {
    user: request.user ? toSessionUser(base, request.user) : null,
    settings: await getSettings(app.db, base, app.config.streamChannel),
    basePath: base,
    demoLogin: app.config.demoLogin,
    discordLogin: app.config.discord != null,
  };
}

/**
 * Demo login: the member with that username (case-insensitive), created when new. It is a way
 * into any account by name, which is why it is off in production unless explicitly allowed.
 */
export async function demoLoginUser(
  db: Db,
  input: { username: string; time_zone?: string },
  opts: { now: Date },
): Promise<UserRow> {
  const nowIso = opts.now.toISOString();
  const timeZone = isValidTimeZone(input.time_zone) ? input.time_zone : undefined;
  let user = await findUserByUsername(db, input.username);
  if (!user) {
    try {
      const r = await db
        .insertInto('users')
        .values({
          username: input.username,
          ...(timeZone ? { time_zone: timeZone } : {}),
          last_active: nowIso,
          created_at: nowIso,
          updated_at: nowIso,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return (await findUserById(db, Number(r.id)))!;
    } catch (error) {
      // Two first logins with one name at once: the other one created it.
      if (!isUniqueViolation(error)) throw error;
      user = await findUserByUsername(db, input.username);
      if (!user) throw error;
    }
  }
  await db
    .updateTable('users')
    .set({ last_active: nowIso, ...(timeZone ? { time_zone: timeZone } : {}) })
    .where('id', '=', user.id)
    .execute();
  return (await findUserById(db, user.id))!;
}

const USERNAME_MAX = 32;

async function usernameFree(db: Db, username: string, exceptId: number | null): Promise<boolean> {
  const other = await findUserByUsername(db, username);
  return !other || other.id === exceptId;
}

function withSuffix(base: string, suffix: string): string {
  return `${base.slice(0, USERNAME_MAX - suffix.length - 1)}_${suffix}`;
}

/**
 * Creates or updates the member behind a Discord identity (matched by discord_id only, never by
 * username). Admin when the id is in DISCORD_ADMIN_IDS. A username already taken locally gets a
 * suffix for a new member; an existing member keeps their name when the new one is taken.
 */
export async function upsertDiscordUser(
  db: Db,
  identity: DiscordIdentity,
  opts: { adminIds: string[]; now: Date },
): Promise<UserRow> {
  const nowIso = opts.now.toISOString();
  const isAdmin = opts.adminIds.includes(identity.id);
  const profile = {
    global_name: identity.global_name ?? null,
    avatar: identity.avatar ?? null,
    email: identity.email ?? null,
    last_active: nowIso,
    updated_at: nowIso,
    ...(isAdmin ? { role: 'admin' as const } : {}),
  };
  const wanted = identity.username.slice(0, USERNAME_MAX);

  for (let attempt = 0; attempt < 5; attempt++) {
    const existing = await db
      .selectFrom('users')
      .selectAll()
      .where('discord_id', '=', identity.id)
      .executeTakeFirst();
    if (existing) {
      const rename = existing.username !== wanted && (await usernameFree(db, wanted, existing.id));
      try {
        await db
          .updateTable('users')
          .set({ ...profile, ...(rename ? { username: wanted } : {}) })
          .where('id', '=', existing.id)
          .execute();
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        await db.updateTable('users').set(profile).where('id', '=', existing.id).execute();
      }
      return (await findUserById(db, existing.id))!;
    }
    let username = wanted;
    if (attempt > 0 || !(await usernameFree(db, username, null))) {
      username = withSuffix(
        wanted,
        attempt === 0 ? identity.id.slice(-4) : randomBytes(3).toString('hex'),
      );
    }
    try {
      const r = await db
        .insertInto('users')
        .values({ ...profile, discord_id: identity.id, username, created_at: nowIso })
        .returning('id')
        .executeTakeFirstOrThrow();
      return (await findUserById(db, Number(r.id)))!;
    } catch (error) {
      // Either the same Discord account logging in twice at once (next round updates it) or a
      // username taken in between (next round picks another).
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error('Could not create the member for a Discord login');
}

export type KickLinkResult = 'connected' | 'taken';

/** Links a Kick account to the member; 'taken' when another member already linked it. */
export async function linkKickAccount(
  db: Kysely<Database>,
  userId: number,
  kick: KickIdentity,
  now: Date,
): Promise<KickLinkResult> {
  const other = await db
    .selectFrom('users')
    .select('id')
    .where('kick_user_id', '=', kick.userId)
    .where('id', '!=', userId)
    .executeTakeFirst();
  if (other) return 'taken';
  try {
    await withTransaction(db, async (trx) => {
      const before = await trx
        .selectFrom('users')
        .select('kick_user_id')
        .where('id', '=', userId)
        .executeTakeFirst();
      await trx
        .updateTable('users')
        .set({ kick_username: kick.name, kick_user_id: kick.userId, updated_at: now.toISOString() })
        .where('id', '=', userId)
        .execute();
      if (before?.kick_user_id !== kick.userId)
        await emit('kick-linked', { db: trx, userId, at: now });
    });
  } catch (error) {
    if (isUniqueViolation(error)) return 'taken';
    throw error;
  }
  return 'connected';
}

export async function unlinkKickAccount(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ kick_username: null, kick_user_id: null, updated_at: now.toISOString() })
    .where('id', '=', userId)
    .execute();
}
