import type { Kysely } from 'kysely';
import type {
  AdminSlotCallsResponse,
  SlotCall,
  SlotCallBlacklistEntry,
  SlotCallBlacklistInput,
  SlotCallSession,
  SlotCallStatus,
} from '@lobby/contract-engagement';
import { pageOf, pageOffset } from '@lobby/shared-api/contract';
import type { PagedQuery } from '@lobby/shared-api/contract';
import { audit } from '../../../core/audit/audit';
import { readStreamSettings } from '../../../core/chat/settings';
import { withTransaction } from '../../../core/db';
import type { Database, Db } from '../../../core/db';
import { isUniqueViolation } from '../../../core/db/errors';
import { HttpError, notFound, unprocessable } from '../../../core/http/errors';
import { findSlotById } from '../slots/repository';
import { toSlot } from '../slots/service';

const toSession = (r: {
  id: number;
  title: string;
  status: 'open' | 'closed';
  opened_at: string;
  closed_at: string | null;
}): SlotCallSession => ({
  id: r.id,
  title: r.title,
  status: r.status,
  opened_at: r.opened_at,
  closed_at: r.closed_at,
});

/** The open session (else the latest), a page of its queue in call order, and the blacklist. */
export async function getSlotCalls(
  db: Db,
  basePath: string,
  page: PagedQuery,
): Promise<AdminSlotCallsResponse> {
  const current = await db
    .selectFrom('slot_call_sessions')
    .selectAll()
    .orderBy((eb) => eb.case().when('status', '=', 'open').then(0).else(1).end())
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const calls: SlotCall[] = current
    ? (
        await db
          .selectFrom('slot_calls as c')
          .innerJoin('slots as s', 's.id', 'c.slot_id')
          .leftJoin('users as u', 'u.id', 'c.user_id')
          .select([
            'c.id',
            'c.kick_username',
            'c.requested',
            'c.status',
            'c.created_at',
            'c.user_id',
            'u.username as member_username',
            's.id as slot_id',
            's.name as slot_name',
            's.image as slot_image',
            's.provider as slot_provider',
          ])
          .where('c.session_id', '=', current.id)
          .orderBy('c.id')
          .limit(page.per_page)
          .offset(pageOffset(page))
          .execute()
      ).map((r) => ({
        id: r.id,
        kick_username: r.kick_username,
        user:
          r.user_id != null && r.member_username
            ? { id: r.user_id, username: r.member_username }
            : null,
        slot: toSlot(basePath, {
          id: r.slot_id,
          name: r.slot_name,
          image: r.slot_image,
          provider: r.slot_provider,
        }),
        requested: r.requested,
        status: r.status,
        created_at: r.created_at,
      }))
    : [];
  const total = current
    ? Number(
        (
          await db
            .selectFrom('slot_calls')
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .where('session_id', '=', current.id)
            .executeTakeFirstOrThrow()
        ).n,
      )
    : 0;
  const blacklist = await listBlacklist(db, basePath);
  return {
    ...pageOf(calls, page, total),
    session: current ? toSession(current) : null,
    blacklist,
    command: (await readStreamSettings(db)).callCommand,
  };
}

async function listBlacklist(db: Db, basePath: string): Promise<SlotCallBlacklistEntry[]> {
  const rows = await db
    .selectFrom('slot_call_blacklist as b')
    .leftJoin('slots as s', 's.id', 'b.slot_id')
    .select([
      'b.id',
      'b.kind',
      'b.kick_username_key',
      'b.reason',
      'b.created_at',
      's.id as slot_id',
      's.name as slot_name',
      's.image as slot_image',
      's.provider as slot_provider',
    ])
    .orderBy('b.id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    kick_username: r.kick_username_key,
    slot:
      r.slot_id != null
        ? toSlot(basePath, {
            id: r.slot_id,
            name: r.slot_name!,
            image: r.slot_image ?? null,
            provider: r.slot_provider ?? null,
          })
        : null,
    reason: r.reason,
    created_at: r.created_at,
  }));
}

/** Opens a call session; 409 while another is open (a unique index keeps one open). */
export async function openSession(
  db: Kysely<Database>,
  title: string,
  actorId: number,
  now: Date,
): Promise<number> {
  try {
    return await withTransaction(db, async (trx) => {
      const row = await trx
        .insertInto('slot_call_sessions')
        .values({ title, status: 'open', opened_by: actorId, opened_at: now.toISOString() })
        .returningAll()
        .executeTakeFirstOrThrow();
      await audit(trx, {
        actorId,
        area: 'engagement',
        action: 'slot_call_session.open',
        entity: 'slot_call_session',
        entityId: row.id,
        after: toSession(row),
        at: now,
      });
      return row.id;
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new HttpError(409, 'A call session is already open; close it first.');
    throw error;
  }
}

export async function closeSession(
  db: Kysely<Database>,
  id: number,
  actorId: number,
  now: Date,
): Promise<void> {
  await withTransaction(db, async (trx) => {
    const row = await trx
      .updateTable('slot_call_sessions')
      .set({ status: 'closed', closed_at: now.toISOString() })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .returningAll()
      .executeTakeFirst();
    if (!row) {
      const exists = await trx
        .selectFrom('slot_call_sessions')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst();
      if (!exists) throw notFound('Call session not found');
      throw new HttpError(409, 'This call session is already closed');
    }
    await audit(trx, {
      actorId,
      area: 'engagement',
      action: 'slot_call_session.close',
      entity: 'slot_call_session',
      entityId: id,
      after: toSession(row),
      at: now,
    });
  });
}

export async function setCallStatus(
  db: Kysely<Database>,
  id: number,
  status: SlotCallStatus,
  now: Date,
): Promise<void> {
  const r = await db
    .updateTable('slot_calls')
    .set({ status, updated_at: now.toISOString() })
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) throw notFound('Call not found');
}

export async function deleteCall(db: Kysely<Database>, id: number): Promise<void> {
  const r = await db.deleteFrom('slot_calls').where('id', '=', id).executeTakeFirst();
  if (Number(r.numDeletedRows) !== 1) throw notFound('Call not found');
}

/** Adds a viewer or a slot to the blacklist (their queued calls are skipped). Audited. */
export async function addToBlacklist(
  db: Kysely<Database>,
  input: SlotCallBlacklistInput,
  actorId: number,
  now: Date,
): Promise<void> {
  try {
    await withTransaction(db, async (trx) => {
      const at = now.toISOString();
      if (input.kind === 'slot' && !(await findSlotById(trx, input.slot_id)))
        throw unprocessable('No such slot.', { slot_id: ['Choose a slot of the catalogue'] });
      const values =
        input.kind === 'viewer'
          ? { kind: 'viewer' as const, kick_username_key: input.kick_username.toLowerCase() }
          : { kind: 'slot' as const, slot_id: input.slot_id };
      const row = await trx
        .insertInto('slot_call_blacklist')
        .values({ ...values, reason: input.reason, created_by: actorId, created_at: at })
        .returningAll()
        .executeTakeFirstOrThrow();
      // What the blacklisted viewer or slot has waiting in the queue is skipped.
      let skip = trx
        .updateTable('slot_calls')
        .set({ status: 'skipped', updated_at: at })
        .where('status', '=', 'queued');
      skip =
        input.kind === 'viewer'
          ? skip.where(
              (eb) => eb.fn('lower', ['kick_username']),
              '=',
              input.kick_username.toLowerCase(),
            )
          : skip.where('slot_id', '=', input.slot_id);
      await skip.execute();
      await audit(trx, {
        actorId,
        area: 'engagement',
        action: 'slot_call_blacklist.add',
        entity: 'slot_call_blacklist',
        entityId: row.id,
        after: row,
        at: now,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, 'Already on the blacklist');
    throw error;
  }
}

export async function removeFromBlacklist(
  db: Kysely<Database>,
  id: number,
  actorId: number,
  now: Date,
): Promise<void> {
  await withTransaction(db, async (trx) => {
    const row = await trx
      .deleteFrom('slot_call_blacklist')
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw notFound('Not on the blacklist');
    await audit(trx, {
      actorId,
      area: 'engagement',
      action: 'slot_call_blacklist.remove',
      entity: 'slot_call_blacklist',
      entityId: id,
      before: row,
      at: now,
    });
  });
}
