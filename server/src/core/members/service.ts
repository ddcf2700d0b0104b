import type { FastifyInstance } from 'fastify';
import type {
  AdminLedgerEntry,
  AdminLedgerResponse,
  AdminMemberDetail,
  AdminMemberSummary,
  AdminMembersResponse,
  Role,
} from '@lobby/shared-api/contract';
import { SESSION_HANDLE_LENGTH } from '@lobby/shared-api/contract';
import { assertNotSelf, assertWithinLimit } from '../admin/duties';
import { audit } from '../audit/audit';
import { iso } from '../clock';
import type { Db } from '../db';
import { withTransaction } from '../db';
import type { UserRow } from '../db/tables';
import { HttpError, forbidden, notFound, unprocessable } from '../http/errors';
import { InsufficientPointsError, changePoints } from '../ledger/points';
import { notify } from '../notifications/service';
import { avatarUrl } from '../uploads/media';
import { findUserById } from '../users/repository';
import { displayName } from '../users/service';
import {
  LEDGER_PER_PAGE,
  MEMBERS_PER_PAGE,
  deleteSessionsOf,
  liveSessionByHandle,
  ledgerPage,
  liveSessionsOf,
  searchMembers,
} from './repository';
import type { MemberSearch } from './repository';

const ACTIVITY_LIMIT = 15;

const conflict = (message: string) => new HttpError(409, message);

export function toMemberSummary(basePath: string, u: UserRow): AdminMemberSummary {
  return {
    id: u.id,
    username: u.username,
    name: displayName(u),
    avatar: avatarUrl(basePath, u),
    discord_id: u.discord_id,
    kick_username: u.kick_username,
    role: u.role,
    points: Number(u.points),
    xp: Number(u.xp),
    banned_at: u.banned_at,
    created_at: u.created_at,
    last_active: u.last_active,
  };
}

const toLedgerEntry = (r: {
  id: number;
  delta: number;
  balance_after: number;
  reason: string;
  ref_type: string | null;
  ref_id: number | null;
  created_at: string;
}): AdminLedgerEntry => ({
  id: Number(r.id),
  delta: Number(r.delta),
  balance_after: Number(r.balance_after),
  reason: r.reason,
  ref_type: r.ref_type,
  ref_id: r.ref_id == null ? null : Number(r.ref_id),
  created_at: r.created_at,
});

export async function findMembers(
  app: FastifyInstance,
  search: MemberSearch,
): Promise<AdminMembersResponse> {
  const { rows, total } = await searchMembers(app.db, search);
  return {
    data: rows.map((u) => toMemberSummary(app.config.basePath, u)),
    current_page: search.page,
    last_page: Math.max(1, Math.ceil(total / MEMBERS_PER_PAGE)),
    per_page: MEMBERS_PER_PAGE,
    total,
  };
}

async function memberOr404(db: Db, id: number): Promise<UserRow> {
  const u = await findUserById(db, id);
  if (!u) throw notFound('No such member');
  return u;
}

export async function getMemberDetail(
  app: FastifyInstance,
  id: number,
  viewerSessionId?: string | null,
): Promise<AdminMemberDetail> {
  const { db } = app;
  const u = await memberOr404(db, id);
  const [sessions, ledger, bannedBy, activity, parts] = await Promise.all([
    liveSessionsOf(db, id, iso(app.clock())),
    ledgerPage(db, id, 1, 20),
    u.banned_by ? findUserById(db, u.banned_by) : Promise.resolve(undefined),
    Promise.all(app.activitySources.map((source) => source(db, id, ACTIVITY_LIMIT))),
    Promise.all(app.memberDetailSources.map((source) => source(db, id))),
  ]);
  return {
    ...toMemberSummary(app.config.basePath, u),
    global_name: u.global_name,
    email: u.email,
    time_zone: u.time_zone,
    ban_reason: u.ban_reason,
    banned_by: bannedBy ? { id: bannedBy.id, username: bannedBy.username } : null,
    sessions: sessions.map((s) => ({
      id: s.id.slice(0, SESSION_HANDLE_LENGTH),
      current: s.id === viewerSessionId,
      created_at: s.created_at,
      last_seen_at: s.last_seen_at,
      expires_at: s.expires_at,
      ip: s.ip,
      user_agent: s.user_agent,
    })),
    ledger: ledger.rows.map(toLedgerEntry),
    casino_links: parts.flatMap((p) => p.casino_links ?? []),
    activity: activity
      .flat()
      .sort((a, b) => (a.occurred_at < b.occurred_at ? 1 : a.occurred_at > b.occurred_at ? -1 : 0))
      .slice(0, ACTIVITY_LIMIT)
      .map((e) => ({
        id: e.id,
        type: e.type,
        title: e.title,
        description: e.description,
        points: e.points,
        xp: e.xp,
        occurred_at: e.occurred_at,
      })),
  };
}

export async function getLedger(
  app: FastifyInstance,
  id: number,
  page: number,
): Promise<AdminLedgerResponse> {
  await memberOr404(app.db, id);
  const { rows, total } = await ledgerPage(app.db, id, page);
  return {
    data: rows.map(toLedgerEntry),
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / LEDGER_PER_PAGE)),
    per_page: LEDGER_PER_PAGE,
    total,
  };
}

const snapshot = (u: UserRow) => ({
  role: u.role,
  points: Number(u.points),
  banned_at: u.banned_at,
  ban_reason: u.ban_reason,
});

/** Admin only. Nobody changes their own role (another admin must). */
export async function changeRole(
  app: FastifyInstance,
  actor: UserRow,
  id: number,
  role: Role,
): Promise<void> {
  const now = app.clock();
  await withTransaction(app.db, async (trx) => {
    const before = await memberOr404(trx, id);
    if (before.role === role) return;
    assertNotSelf(actor, before.id, {
      area: 'members',
      action: 'member.role',
      entity: 'user',
      entityId: id,
      message: 'You cannot change your own role.',
    });
    await trx
      .updateTable('users')
      .set({ role, updated_at: iso(now) })
      .where('id', '=', id)
      .execute();
    await audit(trx, {
      actorId: actor.id,
      area: 'members',
      action: 'member.role',
      entity: 'user',
      entityId: id,
      before: { role: before.role },
      after: { role },
      at: now,
    });
  });
}

/**
 * Staff: one ledger row (the reason as written), one audit row, a notification. Nobody adjusts
 * their own points; a moderator only up to Admin › Site's limit (either way).
 */
export async function adjustPoints(
  app: FastifyInstance,
  actor: UserRow,
  id: number,
  input: { delta: number; reason: string },
): Promise<void> {
  const now = app.clock();
  try {
    await withTransaction(app.db, async (trx) => {
      const before = await memberOr404(trx, id);
      const duty = { area: 'members', action: 'member.points', entity: 'user', entityId: id };
      assertNotSelf(actor, before.id, { ...duty, message: 'You cannot adjust your own points.' });
      await assertWithinLimit(trx, actor, 'points_adjustment', Math.abs(input.delta), duty);
      const balance = await changePoints(trx, {
        userId: id,
        delta: input.delta,
        reason: input.reason,
        refType: 'admin_adjustment',
        refId: actor.id,
        at: now,
      });
      await audit(trx, {
        actorId: actor.id,
        area: 'members',
        action: 'member.points',
        entity: 'user',
        entityId: id,
        before: { points: Number(before.points) },
        after: { points: balance, delta: input.delta, reason: input.reason },
        at: now,
      });
      const amount = `${input.delta > 0 ? '+' : '−'}${Math.abs(input.delta).toLocaleString('en-US')}`;
      await notify(
        trx,
        id,
        {
          type: 'points_adjusted',
          title: 'Your points were adjusted',
          message: `${amount} points: ${input.reason}`,
          url: null,
        },
        now,
      );
    });
  } catch (error) {
    if (!(error instanceof InsufficientPointsError)) throw error;
    const u = await memberOr404(app.db, id);
    const message = `The member has only ${Number(u.points).toLocaleString('en-US')} points`;
    throw unprocessable(message, { delta: [message] });
  }
}

/**
 * Moderator or admin. Ends every session of the member at once; login is refused while banned.
 * Nobody bans themselves or an admin; only an admin bans a moderator.
 */
export async function banMember(
  app: FastifyInstance,
  actor: UserRow,
  id: number,
  reason: string,
): Promise<void> {
  const now = app.clock();
  await withTransaction(app.db, async (trx) => {
    const before = await memberOr404(trx, id);
    assertNotSelf(actor, before.id, {
      area: 'members',
      action: 'member.ban',
      entity: 'user',
      entityId: id,
      message: 'You cannot ban yourself.',
    });
    if (before.role === 'admin')
      throw forbidden('An admin cannot be banned: change their role first');
    if (before.role === 'moderator' && actor.role !== 'admin')
      throw forbidden('Only an admin can ban a moderator');
    const r = await trx
      .updateTable('users')
      .set({ banned_at: iso(now), ban_reason: reason, banned_by: actor.id, updated_at: iso(now) })
      .where('id', '=', id)
      .where('banned_at', 'is', null)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) throw conflict('This member is already banned');
    const sessions = await deleteSessionsOf(trx, id);
    await audit(trx, {
      actorId: actor.id,
      area: 'members',
      action: 'member.ban',
      entity: 'user',
      entityId: id,
      before: snapshot(before),
      after: {
        ...snapshot(before),
        banned_at: iso(now),
        ban_reason: reason,
        sessions_ended: sessions,
      },
      at: now,
    });
  });
}

export async function unbanMember(app: FastifyInstance, actor: UserRow, id: number): Promise<void> {
  const now = app.clock();
  await withTransaction(app.db, async (trx) => {
    const before = await memberOr404(trx, id);
    if (before.role === 'moderator' && actor.role !== 'admin')
      throw forbidden('Only an admin can unban a moderator');
    const r = await trx
      .updateTable('users')
      .set({ banned_at: null, ban_reason: null, banned_by: null, updated_at: iso(now) })
      .where('id', '=', id)
      .where('banned_at', 'is not', null)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) throw conflict('This member is not banned');
    await audit(trx, {
      actorId: actor.id,
      area: 'members',
      action: 'member.unban',
      entity: 'user',
      entityId: id,
      before: snapshot(before),
      after: { ...snapshot(before), banned_at: null, ban_reason: null },
      at: now,
    });
  });
}

/**
 * Moderator or admin: ends one of the member's sessions (that browser is logged out at its next
 * request). Same rule as a ban for other staff: only an admin ends a moderator's or an admin's
 * session; anyone may end their own. Audited with the session's browser and address.
 */
export async function endMemberSession(
  app: FastifyInstance,
  actor: UserRow,
  id: number,
  handle: string,
): Promise<void> {
  const now = app.clock();
  await withTransaction(app.db, async (trx) => {
    const member = await memberOr404(trx, id);
    if (member.id !== actor.id && member.role !== 'member' && member.role !== 'vip')
      if (actor.role !== 'admin') throw forbidden("Only an admin can end a staff member's session");
    const session = await liveSessionByHandle(trx, id, handle, iso(now));
    if (!session) throw notFound('This session has already ended');
    const r = await trx
      .deleteFrom('sessions')
      .where('id', '=', session.id)
      .where('user_id', '=', id)
      .executeTakeFirst();
    if (Number(r.numDeletedRows) !== 1) throw notFound('This session has already ended');
    await audit(trx, {
      actorId: actor.id,
      area: 'members',
      action: 'member.session_end',
      entity: 'user',
      entityId: id,
      before: {
        session: handle,
        created_at: session.created_at,
        last_seen_at: session.last_seen_at,
        ip: session.ip,
        user_agent: session.user_agent,
      },
      at: now,
    });
  });
}
