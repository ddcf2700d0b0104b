import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import {
  adminContactQuerySchema,
  adminContactUpdateSchema,
  ticketParamsSchema,
} from '@lobby/contract-support';
import type { AdminContactMessage, AdminContactMessagesResponse } from '@lobby/contract-support';
import { pageOf, pageOffset } from '@lobby/shared-api/contract';
import { audit } from '../../../core/audit/audit';
import { iso } from '../../../core/clock';
import { withTransaction } from '../../../core/db';
import { notFound } from '../../../core/http/errors';
import { validate } from '../../../core/http/validation';

const NOT_FOUND = 'Message not found';

/** /api/admin/support/contact-messages — messages sent through /contact. */
const contactAdminRoutes: FastifyPluginAsync = async (app) => {
  app.get('/', async (request): Promise<AdminContactMessagesResponse> => {
    const { query } = validate(request, { query: adminContactQuerySchema });
    let q = app.db
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
      user:
        r.user_id != null && r.username ? { id: Number(r.user_id), username: r.username } : null,
    }));
    return pageOf(data, query, Number(count.n));
  });

  app.patch('/:id', async (request) => {
    const { params, body } = validate(request, {
      params: ticketParamsSchema,
      body: adminContactUpdateSchema,
    });
    const now = app.clock();
    await withTransaction(app.db, async (trx) => {
      const r = await trx
        .updateTable('contact_messages')
        .set({ handled_at: body.handled ? iso(now) : null })
        .where('id', '=', params.id)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) === 0) throw notFound(NOT_FOUND);
      await audit(trx, {
        actorId: request.user!.id,
        area: 'support',
        action: body.handled ? 'contact.handle' : 'contact.reopen',
        entity: 'contact_message',
        entityId: params.id,
        at: now,
      });
    });
    return { success: true };
  });

  // Deleting spam: the message is gone; the audit keeps who deleted what (sender and subject).
  app.delete('/:id', async (request) => {
    const { params } = validate(request, { params: ticketParamsSchema });
    const now = app.clock();
    await withTransaction(app.db, async (trx) => {
      const before = await trx
        .selectFrom('contact_messages')
        .select(['id', 'name', 'email', 'subject'])
        .where('id', '=', params.id)
        .executeTakeFirst();
      if (!before) throw notFound(NOT_FOUND);
      await trx.deleteFrom('contact_messages').where('id', '=', params.id).execute();
      await audit(trx, {
        actorId: request.user!.id,
        area: 'support',
        action: 'contact.delete',
        entity: 'contact_message',
        entityId: params.id,
        before,
        at: now,
      });
    });
    return { success: true };
  });
};

export default contactAdminRoutes;
