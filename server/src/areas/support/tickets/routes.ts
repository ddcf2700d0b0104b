import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import {
  TICKET_ATTACHMENTS_MAX,
  TICKET_ATTACHMENT_MAX_BYTES,
  ticketAttachmentParamsSchema,
  ticketCreateSchema,
  ticketParamsSchema,
  ticketReplySchema,
} from '@lobby/contract-support';
import type {
  TicketCreateResponse,
  TicketReplyResponse,
  TicketResponse,
  TicketsResponse,
} from '@lobby/contract-support';
import { hasRole } from '../../../core/admin/guard';
import { notFound } from '../../../core/http/errors';
import { multipart, readMultipart } from '../../../core/http/multipart';
import { rateLimit } from '../../../core/http/rate-limit';
import { parseOrThrow, validate } from '../../../core/http/validation';
import { checkAttachments, downloadName, readAttachment, TICKET_ATTACHMENT } from './attachments';
import { findAttachment, findTicket } from './repository';
import {
  TICKET_NOT_FOUND,
  addReply,
  assertCanOpenTicket,
  createTicket,
  memberTickets,
  ownTicket,
  ticketDetail,
  toReply,
} from './service';

const HOUR = 60 * 60 * 1000;

// The exact rules (5 tickets, 30 replies an hour) count what was stored (service.ts); these
// coarse per-member request limits only stop a flood of requests before a body is read.
const FLOOD_MESSAGE = 'Too many requests. Please wait a few minutes and try again.';

// Five files of 10 MB and the form's fields; one file over the count is read so the page's own
// message ('Maximum 5 files allowed') can answer it.
const UPLOAD_LIMITS = multipart({
  fileBytes: TICKET_ATTACHMENT_MAX_BYTES,
  files: TICKET_ATTACHMENTS_MAX + 1,
  fields: 8,
  fieldBytes: 64 * 1024,
  requestBytes: TICKET_ATTACHMENTS_MAX * TICKET_ATTACHMENT_MAX_BYTES + 512 * 1024,
  accept: TICKET_ATTACHMENT,
});

/** /api/r/tickets — a member's own support tickets. */
const ticketRoutes: FastifyPluginAsync = async (app) => {
  const base = app.config.basePath;
  const storage = app.storage;

  app.get('/', { onRequest: app.requireUser }, async (request): Promise<TicketsResponse> => {
    return { success: true, data: await memberTickets(app.db, base, request.user!.id) };
  });

  app.post(
    '/',
    {
      onRequest: app.requireUser,
      config: {
        ...UPLOAD_LIMITS,
        ...rateLimit({
          max: 30,
          timeWindow: HOUR,
          key: 'user',
          bucket: 'tickets.create',
          message: FLOOD_MESSAGE,
        }),
      },
    },
    async (request, reply): Promise<TicketCreateResponse> => {
      const user = request.user!;
      // Before the body is read: a member over the limit uploads nothing.
      await assertCanOpenTicket(app.db, user.id, app.clock());
      const body = request.isMultipart()
        ? await readMultipart(request)
        : { fields: (request.body ?? {}) as Record<string, unknown>, files: [] };
      const input = parseOrThrow(ticketCreateSchema, body.fields);
      const files = await checkAttachments(body.files);
      const id = await createTicket(app.db, storage, user.id, input, files, app.clock());
      const row = (await findTicket(app.db, id))!;
      reply.code(201);
      return {
        success: true,
        message: 'Your ticket has been created.',
        data: await ticketDetail(app.db, base, row),
      };
    },
  );

  app.get('/:id', { onRequest: app.requireUser }, async (request): Promise<TicketResponse> => {
    const { params } = validate(request, { params: ticketParamsSchema });
    const row = await ownTicket(app.db, request.user!.id, params.id);
    return { success: true, data: await ticketDetail(app.db, base, row) };
  });

  app.post(
    '/:id/reply',
    {
      onRequest: app.requireUser,
      config: rateLimit({
        max: 120,
        timeWindow: HOUR,
        key: 'user',
        bucket: 'tickets.reply',
        message: FLOOD_MESSAGE,
      }),
    },
    async (request): Promise<TicketReplyResponse> => {
      const user = request.user!;
      const { params, body } = validate(request, {
        params: ticketParamsSchema,
        body: ticketReplySchema,
      });
      await ownTicket(app.db, user.id, params.id);
      const { reply } = await addReply(
        app.db,
        params.id,
        { id: user.id, staff: false },
        body.message,
        app.clock(),
      );
      return { success: true, data: toReply(reply) };
    },
  );

  // A file of a ticket: to its owner and to staff only. Never rendered by the browser unless it
  // is an image we re-encoded ourselves.
  app.get(
    '/:id/attachments/:attachmentId',
    { onRequest: app.requireUser },
    async (request, reply) => {
      const { params } = validate(request, { params: ticketAttachmentParamsSchema });
      const user = request.user!;
      const ticket = await findTicket(app.db, params.id);
      if (!ticket || (Number(ticket.user_id) !== user.id && !hasRole(user.role, 'moderator')))
        throw notFound(TICKET_NOT_FOUND);
      const file = await findAttachment(app.db, params.id, params.attachmentId);
      if (!file) throw notFound('Attachment not found');
      const bytes = await readAttachment(storage, file.stored_name).catch(() => {
        throw notFound('Attachment not found');
      });
      const image = file.content_type.startsWith('image/');
      // Saved under what it really is (its stored extension), whatever the member named it.
      const name = downloadName(file.original_name, path.extname(file.stored_name).slice(1));
      const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
      return reply
        .header('content-type', file.content_type)
        .header(
          'content-disposition',
          `${image ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
        )
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );
};

export default ticketRoutes;
