import { sql } from 'kysely';
import type { z } from 'zod';
import type {
  AdminContactMessage,
  AdminContactMessagesResponse,
  adminContactQuerySchema,
} from '@lobby/contract-support';
import { pageOf, pageOffset } from '@lobby/shared-api/contract';
import { audit } from '../../../core/audit/audit';
import { iso } from '../../../core/clock';
import { withTransaction } from '../../../core/db';
import type { Db } from '../../../core/db';
import { notFound } from '../../../core/http/errors';

const NOT_FOUND = 'Message not found';

/** One page of the messages sent through /contact, newest first: unhandled, handled or all. */
export async function listContactMessages(
  db: Db,
  query: z.output<typeof adminContactQuerySchema>,
): Promise<AdminContactMessagesResponse> {
  let q = db
    .selectFrom('contact_messages as m')
    .leftJoin('users as u', 'u.id', 'm.user_id')
    .select([
      'm.id',
      'm.name',
      'm.email',
      'm.subject',
      'm.message',
      'm.created_at',
      'm.handled_at',
      'm.user_id',
      'u.username',
    ]);
  const handled = query.handled ?? 'no';
  if (handled === 'no') q = q.where('m.handled_at', 'is', null);
  if (handled === 'yes') q = q.where('m.handled_at', 'is not', null);
  if (query.q) {
    // LIKE wildcards in the search are matched literally (ESCAPE '\\' on both databases).
    const term = `%${query.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['m.name']), 'like', sql<string>`${term} escape '\\'`),
        eb(eb.fn('lower', ['m.email']), 'like', sql<string>`${term} escape '\\'`),
        eb(eb.fn('lower', ['m.subject']), 'like', sql<string>`${term} escape '\\'`),
        eb(eb.fn('lower', ['m.message']), 'like', sql<string>`${term} escape '\\'`),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    q.orderBy('m.id', 'desc').limit(query.per_page).offset(pageOffset(query)).execute(),
    q
      .clearSelect()
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const data = rows.map((r): AdminContactMessage => ({
    id: Number(r.id),
    name: r.name,
    email: r.email,
    subject: r.subject,
    message: r.message,
    created_at: r.created_at,
    handled_at: r.handled_at,
    user: r.user_id != null && r.username ? { id: Number(r.user_id), username: r.username } : null,
  }));
  return pageOf(data, query, Number(count.n));
}

/** Marks a message handled (or open again). Audited. */
export async function setContactHandled(
  db: Db,
  actorId: number,
  id: number,
  handled: boolean,
  now: Date,
): Promise<void> {
  await withTransaction(db, async (trx) => {
    const r = await trx
      .updateTable('contact_messages')
      .set({ handled_at: handled ? iso(now) : null })
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) === 0) throw notFound(NOT_FOUND);
    await audit(trx, {
      actorId,
      area: 'support',
      action: handled ? 'contact.handle' : 'contact.reopen',
      entity: 'contact_message',
      entityId: id,
      at: now,
    });
  });
}

/** Deletes spam: the message is gone; the audit keeps who deleted what (sender and subject). */
export async function deleteContactMessage(
  db: Db,
  actorId: number,
  id: number,
  now: Date,
): Promise<void> {
  await withTransaction(db, async (trx) => {
    const before = await trx
      .selectFrom('contact_messages')
      .select(['id', 'name', 'email', 'subject'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!before) throw notFound(NOT_FOUND);
    await trx.deleteFrom('contact_messages').where('id', '=', id).execute();
    await audit(trx, {
      actorId,
      area: 'support',
      action: 'contact.delete',
      entity: 'contact_message',
      entityId: id,
      before,
      at: now,
    });
  });
}
