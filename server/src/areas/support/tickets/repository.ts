import type { Db } from '../../../core/db';
import type { TicketStatus } from './tables';

/** Tickets with their author's name and reply count, newest activity first. */
export const ticketSelect = (db: Db) =>
  db
    .selectFrom('tickets as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .selectAll('t')
    .select((eb) => [
      'u.username as username',
      eb
        .selectFrom('ticket_replies as r')
        .whereRef('r.ticket_id', '=', 't.id')
        .select((e) => e.fn.countAll<string | number>().as('n'))
        .as('replies_count'),
    ]);

export type TicketRow = Awaited<
  ReturnType<ReturnType<typeof ticketSelect>['executeTakeFirstOrThrow']>
>;

export const listTicketsOf = (db: Db, userId: number) =>
  ticketSelect(db).where('t.user_id', '=', userId).orderBy('t.id', 'desc').execute();

export const findTicket = (db: Db, id: number) =>
  ticketSelect(db).where('t.id', '=', id).executeTakeFirst();

export const listReplies = (db: Db, ticketId: number) =>
  db
    .selectFrom('ticket_replies as r')
    .leftJoin('users as u', 'u.id', 'r.user_id')
    .select([
      'r.id',
      'r.message',
      'r.is_staff',
      'r.created_at',
      'r.user_id',
      'u.username as username',
    ])
    .where('r.ticket_id', '=', ticketId)
    .orderBy('r.id', 'asc')
    .execute();

export type ReplyRow = Awaited<ReturnType<typeof listReplies>>[number];

export const listAttachments = (db: Db, ticketIds: number[]) =>
  ticketIds.length
    ? db
        .selectFrom('ticket_attachments')
        .selectAll()
        .where('ticket_id', 'in', ticketIds)
        .orderBy('id', 'asc')
        .execute()
    : Promise.resolve([]);

export type AttachmentRow = Awaited<ReturnType<typeof listAttachments>>[number];

export const findAttachment = (db: Db, ticketId: number, id: number) =>
  db
    .selectFrom('ticket_attachments')
    .selectAll()
    .where('ticket_id', '=', ticketId)
    .where('id', '=', id)
    .executeTakeFirst();

/** Moves a ticket to `to` only while it is still `from` (one statement: safe under concurrency). */
export const setStatusIf = (db: Db, id: number, from: TicketStatus, to: TicketStatus, at: string) =>
  db
    .updateTable('tickets')
    .set({ status: to, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
