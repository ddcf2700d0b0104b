import type { Kysely } from 'kysely';
import {
  TICKET_CATEGORY_LABELS,
  TICKET_MESSAGES,
  TICKET_REPLIES_PER_HOUR,
  TICKET_REPLIES_RATE_MESSAGE,
  TICKETS_PER_HOUR,
  TICKETS_RATE_MESSAGE,
  TICKET_PRIORITY_LABELS,
  TICKET_STATUS_LABELS,
} from '@lobby/contract-support';
import type {
  Ticket,
  TicketAttachment,
  TicketCreateInput,
  TicketDetail,
  TicketReply,
} from '@lobby/contract-support';
import { iso } from '../../../core/clock';
import type { Database, Db } from '../../../core/db';
import { dialectOf, withTransaction } from '../../../core/db';
import { HttpError, notFound, tooManyRequests } from '../../../core/http/errors';
import { signalMember } from '../../../core/live/member-signals';
import { notify } from '../../../core/notifications/service';
import type { Storage } from '../../../core/storage';
import type { CheckedAttachment } from './attachments';
import { removeAttachmentFiles, writeAttachments } from './attachments';
import type { AttachmentRow, ReplyRow, TicketRow } from './repository';
import { findTicket, listAttachments, listReplies, listTicketsOf } from './repository';
import type { TicketStatus } from './tables';

export const TICKET_NOT_FOUND = 'Ticket not found';

const attachmentUrl = (base: string, a: AttachmentRow) =>
  `${base}/api/r/tickets/${a.ticket_id}/attachments/${a.id}`;

export function toAttachment(base: string, a: AttachmentRow): TicketAttachment {
  return {
    id: Number(a.id),
    name: a.original_name,
    url: attachmentUrl(base, a),
    content_type: a.content_type,
    size: Number(a.size),
  };
}

export function toTicket(base: string, row: TicketRow, attachments: AttachmentRow[]): Ticket {
  return {
    id: Number(row.id),
    title: row.title,
    category: row.category,
    category_label: TICKET_CATEGORY_LABELS[row.category] ?? row.category,
    priority: row.priority,
    priority_label: TICKET_PRIORITY_LABELS[row.priority] ?? row.priority,
    status: row.status,
    status_label: TICKET_STATUS_LABELS[row.status] ?? row.status,
    description: row.description,
    attachments: attachments
      .filter((a) => Number(a.ticket_id) === Number(row.id))
      .map((a) => toAttachment(base, a)),
    replies_count: Number(row.replies_count ?? 0),
    created_at: row.created_at,
    last_reply_at: row.last_reply_at,
    user: { id: Number(row.user_id), username: row.username },
  };
}

export function toReply(row: ReplyRow): TicketReply {
  return {
    id: Number(row.id),
    message: row.message,
    is_staff: Number(row.is_staff) === 1,
    created_at: row.created_at,
    user: row.username ? { username: row.username } : null,
  };
}

export async function memberTickets(db: Db, base: string, userId: number): Promise<Ticket[]> {
  const rows = await listTicketsOf(db, userId);
  const attachments = await listAttachments(
    db,
    rows.map((r) => Number(r.id)),
  );
  return rows.map((r) => toTicket(base, r, attachments));
}

export async function ticketDetail(db: Db, base: string, row: TicketRow): Promise<TicketDetail> {
  const [attachments, replies] = await Promise.all([
    listAttachments(db, [Number(row.id)]),
    listReplies(db, Number(row.id)),
  ]);
  return { ...toTicket(base, row, attachments), replies: replies.map(toReply) };
}

/** The member's own ticket; another member's (or a missing one) is 404, so ids do not leak. */
export async function ownTicket(db: Db, userId: number, id: number): Promise<TicketRow> {
  const row = await findTicket(db, id);
  if (!row || Number(row.user_id) !== userId) throw notFound(TICKET_NOT_FOUND);
  return row;
}

const HOUR = 60 * 60 * 1000;

/** Serialises one member's writes: SQLite's BEGIN IMMEDIATE already does; PostgreSQL locks the row. */
async function lockMember(trx: Db, userId: number) {
  if (dialectOf(trx) === 'postgres')
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

/** Tickets the member opened in the hour before `now`. */
export async function ticketsOpenedLastHour(db: Db, userId: number, now: Date) {
  const row = await db
    .selectFrom('tickets')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('user_id', '=', userId)
    .where('created_at', '>', iso(new Date(now.getTime() - HOUR)))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Replies the member sent in the hour before `now`. */
export async function repliesSentLastHour(db: Db, userId: number, now: Date) {
  const row = await db
    .selectFrom('ticket_replies')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('user_id', '=', userId)
    .where('created_at', '>', iso(new Date(now.getTime() - HOUR)))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** 429 when the member has opened 5 tickets in the last hour (checked again in the transaction). */
export async function assertCanOpenTicket(db: Db, userId: number, now: Date) {
  if ((await ticketsOpenedLastHour(db, userId, now)) >= TICKETS_PER_HOUR)
    throw tooManyRequests(TICKETS_RATE_MESSAGE);
}

/**
 * Opens a ticket with its checked files: the files are written first, the ticket and their rows
 * in one transaction; if anything fails, the files are removed again (nothing is left on disk).
 */
export async function createTicket(
  db: Kysely<Database>,
  storage: Storage,
  userId: number,
  input: TicketCreateInput,
  files: CheckedAttachment[],
  now: Date,
): Promise<number> {
  const stored = await writeAttachments(storage, files);
  try {
    return await withTransaction(db, async (trx) => {
      const at = iso(now);
      await lockMember(trx, userId);
      await assertCanOpenTicket(trx, userId, now);
      const row = await trx
        .insertInto('tickets')
        .values({
          user_id: userId,
          title: input.title,
          category: input.category,
          priority: input.priority,
          status: 'open',
          description: input.description,
          created_at: at,
          updated_at: at,
          last_reply_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const id = Number(row.id);
      if (files.length)
        await trx
          .insertInto('ticket_attachments')
          .values(
            files.map((f, i) => ({
              ticket_id: id,
              reply_id: null,
              original_name: f.name,
              stored_name: stored[i]!,
              content_type: f.mime,
              size: f.bytes.length,
              created_at: at,
            })),
          )
          .execute();
      return id;
    });
  } catch (error) {
    await removeAttachmentFiles(storage, stored);
    throw error;
  }
}

/**
 * Adds a reply. A closed ticket takes none (decided by one conditional update, so a reply racing
 * a close cannot slip in). A member's reply to a `waiting` ticket moves it back to `open`.
 */
export async function addReply(
  db: Kysely<Database>,
  ticketId: number,
  author: { id: number; staff: boolean },
  message: string,
  now: Date,
): Promise<{ reply: ReplyRow; ticket: TicketRow }> {
  return withTransaction(db, async (trx) => {
    const at = iso(now);
    if (!author.staff) {
      await lockMember(trx, author.id);
      if ((await repliesSentLastHour(trx, author.id, now)) >= TICKET_REPLIES_PER_HOUR)
        throw tooManyRequests(TICKET_REPLIES_RATE_MESSAGE);
    }
    const touched = await trx
      .updateTable('tickets')
      .set((eb) => ({
        last_reply_at: at,
        updated_at: at,
        status: author.staff
          ? eb.ref('status')
          : eb
              .case()
              .when('status', '=', 'waiting')
              .then(eb.val<TicketStatus>('open'))
              .else(eb.ref('status'))
              .end(),
      }))
      .where('id', '=', ticketId)
      .where('status', '<>', 'closed')
      .executeTakeFirst();
    if (Number(touched.numUpdatedRows) === 0) {
      const exists = await findTicket(trx, ticketId);
      if (!exists) throw notFound(TICKET_NOT_FOUND);
      throw new HttpError(409, TICKET_MESSAGES.closed, { message: [TICKET_MESSAGES.closed] });
    }
    const inserted = await trx
      .insertInto('ticket_replies')
      .values({
        ticket_id: ticketId,
        user_id: author.id,
        message,
        is_staff: author.staff ? 1 : 0,
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ticket = (await findTicket(trx, ticketId))!;
    if (author.staff) await notifyTicketMember(trx, ticket, { kind: 'reply' }, now);
    const replies = await listReplies(trx, ticketId);
    const reply = replies.find((r) => Number(r.id) === Number(inserted.id))!;
    return { reply, ticket };
  });
}

export type TicketNotice = { kind: 'reply' } | { kind: 'status'; status: TicketRow['status'] };

/** The one place a member hears about their ticket: a staff reply or a status change. */
export async function notifyTicketMember(
  db: Db,
  ticket: Pick<TicketRow, 'id' | 'user_id' | 'title'>,
  notice: TicketNotice,
  now: Date,
): Promise<void> {
  const id = Number(ticket.id);
  // Their open ticket pages refetch at once (the notification alone only updates the bell).
  signalMember(db, Number(ticket.user_id), 'tickets');
  const message =
    notice.kind === 'reply'
      ? `Support replied to your ticket #${id}: ${ticket.title}`
      : `Your ticket #${id} (${ticket.title}) is now ${TICKET_STATUS_LABELS[notice.status].toLowerCase()}.`;
  await notify(
    db,
    Number(ticket.user_id),
    {
      type: notice.kind === 'reply' ? 'ticket_reply' : 'ticket_status',
      title: notice.kind === 'reply' ? 'New reply from support' : 'Ticket updated',
      message,
      url: `/tickets/${id}`,
    },
    now,
  );
}
