import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import {
  adminTicketNoteSchema,
  adminTicketsQuerySchema,
  adminTicketUpdateSchema,
  ticketParamsSchema,
  ticketReplySchema,
} from '@lobby/contract-support';
import type {
  AdminTicket,
  AdminTicketResponse,
  AdminTicketsResponse,
  TicketNote,
} from '@lobby/contract-support';
import { pageOf, pageOffset } from '@lobby/shared-api/contract';
import { audit } from '../../../core/audit/audit';
import { iso } from '../../../core/clock';
import { withTransaction } from '../../../core/db';
import { fieldErrors, notFound } from '../../../core/http/errors';
import { validate } from '../../../core/http/validation';
import type { TicketRow } from './repository';
import { findTicket, listAttachments, listReplies, ticketSelect } from './repository';
import { TICKET_NOT_FOUND, addReply, notifyTicketMember, toReply, toTicket } from './service';

/** Tickets by priority: urgent first, low last. */
const PRIORITY_ORDER = sql<number>`case t.priority when 'urgent' then 0 when 'high' then 1 when 'medium' then 2 else 3 end`;

/** /api/admin/support/tickets — the staff inbox (moderators and admins; guarded by the core). */
const ticketAdminRoutes: FastifyPluginAsync = async (app) => {
  const base = app.config.basePath;

  const staffList = () =>
    app.db
      .selectFrom('users')
      .select(['id', 'username'])
      .where('role', 'in', ['moderator', 'admin'])
      .orderBy('username')
      .execute();

  async function toAdmin(rows: TicketRow[]): Promise<AdminTicket[]> {
    const attachments = await listAttachments(
      app.db,
      rows.map((r) => Number(r.id)),
    );
    const staff = new Map((await staffList()).map((s) => [Number(s.id), s.username]));
    return rows.map((r) => ({
      ...toTicket(base, r, attachments),
      updated_at: r.updated_at,
      assignee:
        r.assignee_id != null
          ? {
              id: Number(r.assignee_id),
              username: staff.get(Number(r.assignee_id)) ?? 'former staff',
            }
          : null,
    }));
  }

  async function detail(id: number): Promise<AdminTicketResponse> {
    const row = await findTicket(app.db, id);
    if (!row) throw notFound(TICKET_NOT_FOUND);
    const [ticket] = await toAdmin([row]);
    const replies = await listReplies(app.db, id);
    const notes = await app.db
      .selectFrom('ticket_notes as n')
      .leftJoin('users as u', 'u.id', 'n.user_id')
      .select(['n.id', 'n.note', 'n.created_at', 'n.user_id', 'u.username'])
      .where('n.ticket_id', '=', id)
      .orderBy('n.id')
      .execute();
    return {
      success: true,
      data: {
        ...ticket!,
        replies: replies.map(toReply),
        notes: notes.map((n): TicketNote => ({
          id: Number(n.id),
          note: n.note,
          created_at: n.created_at,
          user:
            n.user_id != null && n.username
              ? { id: Number(n.user_id), username: n.username }
              : null,
        })),
      },
    };
  }

  app.get('/', async (request): Promise<AdminTicketsResponse> => {
    const { query } = validate(request, { query: adminTicketsQuerySchema });
    let q = ticketSelect(app.db);
    if (query.status) q = q.where('t.status', '=', query.status);
    if (query.priority) q = q.where('t.priority', '=', query.priority);
    if (query.category) q = q.where('t.category', '=', query.category);
    if (query.assignee === 'none') q = q.where('t.assignee_id', 'is', null);
    else if (query.assignee) q = q.where('t.assignee_id', '=', query.assignee);
    if (query.q) {
      // LIKE wildcards in the search are matched literally (ESCAPE '\\' on both databases).
      const term = `%${query.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const asId = /^#?\d+$/.test(query.q) ? Number(query.q.replace('#', '')) : null;
      q = q.where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['t.title']), 'like', sql<string>`${term} escape '\\'`),
          eb(eb.fn('lower', ['t.description']), 'like', sql<string>`${term} escape '\\'`),
          eb(eb.fn('lower', ['u.username']), 'like', sql<string>`${term} escape '\\'`),
          ...(asId && asId <= 2_147_483_647 ? [eb('t.id', '=', asId)] : []),
        ]),
      );
    }
    // Newest first by id, or most urgent first then by last activity; id breaks every tie.
    let ordered = q;
    if (query.sort === 'priority') ordered = ordered.orderBy(PRIORITY_ORDER, 'asc');
    if (query.sort !== 'created') ordered = ordered.orderBy('t.updated_at', 'desc');
    // Both together: one failing must not leave the other's rejection unhandled.
    const [count, rows] = await Promise.all([
      q
        .clearSelect()
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow(),
      ordered.orderBy('t.id', 'desc').limit(query.per_page).offset(pageOffset(query)).execute(),
    ]);
    return {
      ...pageOf(await toAdmin(rows), query, Number(count.n)),
      staff: (await staffList()).map((s) => ({ id: Number(s.id), username: s.username })),
    };
  });

  app.get('/:id', async (request) => {
    const { params } = validate(request, { params: ticketParamsSchema });
    return detail(params.id);
  });

  // A staff reply (is_staff): the member is notified in the same transaction.
  app.post('/:id/reply', async (request) => {
    const { params, body } = validate(request, {
      params: ticketParamsSchema,
      body: ticketReplySchema,
    });
    const actor = request.user!;
    const now = app.clock();
    const { reply } = await addReply(
      app.db,
      params.id,
      { id: actor.id, staff: true },
      body.message,
      now,
    );
    await audit(app.db, {
      actorId: actor.id,
      area: 'support',
      action: 'ticket.reply',
      entity: 'ticket',
      entityId: params.id,
      after: { reply_id: Number(reply.id) },
      at: now,
    });
    return { success: true, data: toReply(reply) };
  });

  app.patch('/:id', async (request) => {
    const { params, body } = validate(request, {
      params: ticketParamsSchema,
      body: adminTicketUpdateSchema,
    });
    const actor = request.user!;
    const now = app.clock();
    await withTransaction(app.db, async (trx) => {
      const before = await trx
        .selectFrom('tickets')
        .select(['id', 'user_id', 'title', 'status', 'priority', 'assignee_id'])
        .where('id', '=', params.id)
        .executeTakeFirst();
      if (!before) throw notFound(TICKET_NOT_FOUND);
      if (body.assignee_id != null) {
        const staff = await trx
          .selectFrom('users')
          .select('id')
          .where('id', '=', body.assignee_id)
          .where('role', 'in', ['moderator', 'admin'])
          .executeTakeFirst();
        if (!staff) throw fieldErrors({ assignee_id: ['Choose a staff member'] });
      }
      const change = {
        ...(body.status ? { status: body.status } : {}),
        ...(body.priority ? { priority: body.priority } : {}),
        ...(body.assignee_id !== undefined ? { assignee_id: body.assignee_id } : {}),
      };
      await trx
        .updateTable('tickets')
        .set({ ...change, updated_at: iso(now) })
        .where('id', '=', params.id)
        .execute();
      await audit(trx, {
        actorId: actor.id,
        area: 'support',
        action: 'ticket.update',
        entity: 'ticket',
        entityId: params.id,
        before: {
          status: before.status,
          priority: before.priority,
          assignee_id: before.assignee_id,
        },
        after: change,
        at: now,
      });
      if (body.status && body.status !== before.status)
        await notifyTicketMember(trx, before, { kind: 'status', status: body.status }, now);
    });
    return detail(params.id);
  });

  app.post('/:id/notes', async (request) => {
    const { params, body } = validate(request, {
      params: ticketParamsSchema,
      body: adminTicketNoteSchema,
    });
    const actor = request.user!;
    const now = app.clock();
    await withTransaction(app.db, async (trx) => {
      const ticket = await trx
        .selectFrom('tickets')
        .select('id')
        .where('id', '=', params.id)
        .executeTakeFirst();
      if (!ticket) throw notFound(TICKET_NOT_FOUND);
      const row = await trx
        .insertInto('ticket_notes')
        .values({ ticket_id: params.id, user_id: actor.id, note: body.note, created_at: iso(now) })
        .returning('id')
        .executeTakeFirstOrThrow();
      await audit(trx, {
        actorId: actor.id,
        area: 'support',
        action: 'ticket.note',
        entity: 'ticket',
        entityId: params.id,
        after: { note_id: Number(row.id) },
        at: now,
      });
    });
    return detail(params.id);
  });
};

export default ticketAdminRoutes;
