import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  CASINO_EVIDENCE_MAX_BYTES,
  casinoLinkParamsSchema,
  casinoLinkQueueQuerySchema,
  casinoLinkRejectSchema,
  casinoLinkSubmitSchema,
} from '@lobby/contract-community';
import type {
  AdminCasinoLinkResponse,
  AdminCasinoLinksResponse,
  CasinoLinkResponse,
  CasinoLinksResponse,
} from '@lobby/contract-community';
import { fieldErrors, notFound } from '../../../core/http/errors';
import { multipart, readMultipart } from '../../../core/http/multipart';
import { parseOrThrow, validate } from '../../../core/http/validation';
import { getSettings } from '../../../core/settings/service';
import type { Storage } from '../../../core/storage';
import type { EvidenceUpload } from './service';
import {
  CASINO_EVIDENCE,
  deleteLink,
  findLink,
  listMemberLinks,
  listPlatformsForLinks,
  listQueue,
  readEvidence,
  reviewLink,
  storeEvidence,
  submitLink,
  toAdminLink,
  toMemberLink,
} from './service';

// One evidence file and the form's few fields: anything larger is refused before it is read.
const UPLOAD_LIMITS = multipart({
  fileBytes: CASINO_EVIDENCE_MAX_BYTES,
  files: 1,
  fields: 5,
  requestBytes: CASINO_EVIDENCE_MAX_BYTES + 64 * 1024,
  accept: CASINO_EVIDENCE,
});

/**
 * The plain fields and the one file (`fileField`) of an opted-in route's multipart body, read
 * through the core's streamed reader (core/http/multipart.ts).
 */
export async function readMultipartFile(
  request: FastifyRequest,
  fileField: string,
): Promise<{ fields: Record<string, unknown>; file: EvidenceUpload | null }> {
  if (!request.isMultipart())
    throw fieldErrors({ [fileField]: ['Send the form as multipart/form-data with the file.'] });
  const body = await readMultipart(request);
  const fields: Record<string, unknown> = { ...body.fields };
  if (fileField in fields) throw fieldErrors({ [fileField]: ['Attach a file.'] });
  let file: EvidenceUpload | null = null;
  for (const part of body.files) {
    if (part.field !== fileField)
      throw fieldErrors({ [part.field]: [`Only ${fileField} may be a file.`] });
    if (part.bytes.length === 0 && !part.filename) continue;
    if (file) throw fieldErrors({ [fileField]: ['Send this field once.'] });
    file = { bytes: part.bytes, truncated: part.truncated };
  }
  return { fields, file };
}

async function sendEvidence(reply: FastifyReply, storage: Storage, name: string | null) {
  if (!name) throw notFound('No evidence');
  const { bytes, mime } = await readEvidence(storage, name).catch(() => {
    throw notFound('No evidence');
  });
  return reply
    .header('content-type', mime)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(bytes);
}

/** /api/r/casino-links — the member's own casino usernames (Settings › Casino). */
export const casinoLinkRoutes: FastifyPluginAsync = async (app) => {
  const base = app.config.basePath;
  const storage = app.storage;

  app.get('/', { onRequest: app.requireUser }, async (request): Promise<CasinoLinksResponse> => {
    const user = request.user!;
    const { casino } = await getSettings(app.db, base, app.config.streamChannel);
    return {
      success: true,
      data: {
        platforms: await listPlatformsForLinks(app.db, base, casino),
        links: await listMemberLinks(app.db, base, user.id),
      },
    };
  });

  app.post(
    '/',
    { onRequest: app.requireUser, config: UPLOAD_LIMITS },
    async (request): Promise<CasinoLinkResponse> => {
      const user = request.user!;
      const { fields, file } = await readMultipartFile(request, 'evidence');
      const input = parseOrThrow(casinoLinkSubmitSchema, fields);
      const evidence = await storeEvidence(storage, file);
      const row = await submitLink(app.db, storage, user.id, input, evidence, app.clock());
      const link = await findLink(app.db, row.id);
      return {
        success: true,
        message: 'Submitted for review. A moderator will check your screenshot.',
        data: toMemberLink(base, link!),
      };
    },
  );

  app.delete('/:id', { onRequest: app.requireUser }, async (request) => {
    const { params } = validate(request, { params: casinoLinkParamsSchema });
    await deleteLink(app.db, storage, request.user!.id, params.id, app.clock());
    return { success: true, message: 'Casino username removed.' };
  });

  app.get('/:id/evidence', { onRequest: app.requireUser }, async (request, reply) => {
    const { params } = validate(request, { params: casinoLinkParamsSchema });
    const link = await findLink(app.db, params.id);
    if (!link || link.user_id !== request.user!.id) throw notFound('Casino username not found');
    return sendEvidence(reply, storage, link.evidence);
  });
};

/** /api/admin/community/casino-links — the moderators' review queue. */
export const casinoLinkAdminRoutes: FastifyPluginAsync = async (app) => {
  const base = app.config.basePath;
  const storage = app.storage;

  app.get('/', async (request): Promise<AdminCasinoLinksResponse> => {
    const { query } = validate(request, { query: casinoLinkQueueQuerySchema });
    return { success: true, data: await listQueue(app.db, base, query.status, query.q) };
  });

  app.get('/:id/evidence', async (request, reply) => {
    const { params } = validate(request, { params: casinoLinkParamsSchema });
    const link = await findLink(app.db, params.id);
    if (!link) throw notFound('Casino username not found');
    return sendEvidence(reply, storage, link.evidence);
  });

  const answer = async (id: number, message: string): Promise<AdminCasinoLinkResponse> => ({
    success: true,
    message,
    data: toAdminLink(base, (await findLink(app.db, id))!),
  });

  app.post('/:id/approve', async (request) => {
    const { params } = validate(request, { params: casinoLinkParamsSchema });
    await reviewLink(
      app.db,
      request.user!.id,
      params.id,
      { status: 'verified', reason: null },
      app.clock(),
    );
    return answer(params.id, 'Casino username verified.');
  });

  app.post('/:id/reject', async (request) => {
    const { params, body } = validate(request, {
      params: casinoLinkParamsSchema,
      body: casinoLinkRejectSchema,
    });
    await reviewLink(
      app.db,
      request.user!.id,
      params.id,
      { status: 'rejected', reason: body.reason },
      app.clock(),
    );
    return answer(params.id, 'Casino username rejected.');
  });
};
