import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type {
  ChallengeResponse,
  ChallengesResponse,
  MyClaimsResponse,
  SubmitClaimResponse,
} from '@lobby/contract-community';
import {
  CLAIM_IMAGE_MAX_BYTES,
  CLAIM_MAX_IMAGES,
  CLAIM_SUBMITTED_MESSAGE,
  challengeIdParamSchema,
  claimDescriptionSchema,
  claimEvidenceParamSchema,
} from '@lobby/contract-community';
import { badRequest, fieldErrors, notFound } from '../../../core/http/errors';
import { multipart, readMultipart } from '../../../core/http/multipart';
import { parseOrThrow, validate } from '../../../core/http/validation';
import { parseStringList } from '../../../core/money';
import { readUpload, UPLOAD_NAME } from '../../../core/uploads/uploads';
import type { EvidenceUpload } from './claims';
import {
  canSeeEvidence,
  checkEvidence,
  CLAIM_EVIDENCE,
  EVIDENCE_STORAGE_FOLDER,
  getMyClaims,
  submitClaim,
} from './claims';
import { findClaim } from './repository';
import { getChallenge, getChallenges } from './service';

// A 6th image still arrives (so the answer can say "at most 5"); a file over 10 MB is cut at the
// limit and marked truncated, so the answer can say which one. Larger bodies are refused unread.
const UPLOAD_LIMITS = multipart({
  fileBytes: CLAIM_IMAGE_MAX_BYTES,
  files: CLAIM_MAX_IMAGES + 1,
  fields: 10,
  requestBytes: (CLAIM_MAX_IMAGES + 1) * CLAIM_IMAGE_MAX_BYTES + 1024 * 1024,
  accept: CLAIM_EVIDENCE,
});

/** Evidence field names the browser may send: evidence_images, evidence_images[] or evidence_images[n]. */
const EVIDENCE_FIELD = /^evidence_images(\[\d*\])?$/;

async function readClaimBody(
  request: FastifyRequest,
): Promise<{ fields: Record<string, unknown>; files: EvidenceUpload[] }> {
  const body = await readMultipart(request);
  const fields: Record<string, unknown> = { ...body.fields };
  for (const key of Object.keys(fields)) {
    if (!EVIDENCE_FIELD.test(key)) continue;
    // An evidence field sent as text: allowed only empty (an untouched file input in some clients).
    if (fields[key] !== '')
      throw fieldErrors({ evidence_images: ['Evidence must be image files.'] });
    delete fields[key];
  }
  const files: EvidenceUpload[] = [];
  for (const file of body.files) {
    if (!EVIDENCE_FIELD.test(file.field))
      throw fieldErrors({ [file.field]: ['Only evidence images may be files.'] });
    // An empty file input still sends a nameless, empty part.
    if (file.bytes.length === 0 && !file.filename) continue;
    files.push({ bytes: file.bytes, truncated: file.truncated });
  }
  return { fields, files };
}

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

/** /api/r/challenges: the list, one challenge, the member's claims, a claim, and its evidence. */
const challengeRoutes: FastifyPluginAsync = async (app) => {
  const base = app.config.basePath;

  app.get('/', async (): Promise<ChallengesResponse> => ({
    success: true,
    data: await getChallenges(app.db, base, app.clock()),
  }));

  app.get(
    '/my-claims',
    { onRequest: app.requireUser },
    async (request): Promise<MyClaimsResponse> => ({
      success: true,
      data: await getMyClaims(app.db, base, request.user!.id),
    }),
  );

  app.get('/:id', async (request): Promise<ChallengeResponse> => {
    const { params } = validate(request, { params: challengeIdParamSchema });
    return { success: true, data: await getChallenge(app.db, base, params.id, app.clock()) };
  });

  app.post(
    '/:id/claim',
    // Logged-out uploads are refused before their body is read.
    { onRequest: app.requireUser, config: UPLOAD_LIMITS },
    async (request, reply): Promise<SubmitClaimResponse> => {
      const { params } = validate(request, { params: challengeIdParamSchema });
      if (!request.isMultipart()) throw badRequest('Send the claim as multipart/form-data.');
      const { fields, files } = await readClaimBody(request);
      const { description } = parseOrThrow(claimDescriptionSchema, fields);
      const images = await checkEvidence(files);
      const claim = await submitClaim(
        app.db,
        app.storage,
        base,
        { userId: request.user!.id, challengeId: params.id, description, images },
        app.clock(),
      );
      reply.code(201);
      return { success: true, message: CLAIM_SUBMITTED_MESSAGE, data: claim };
    },
  );

  // Evidence is private: only the claimant and staff see it (others get 404, not a hint).
  app.get(
    '/claims/:claimId/evidence/:index',
    { onRequest: app.requireUser },
    async (request, reply) => {
      const { params } = validate(request, { params: claimEvidenceParamSchema });
      const claim = await findClaim(app.db, params.claimId);
      if (!claim || !canSeeEvidence({ user_id: Number(claim.user_id) }, request.user!))
        throw notFound('Image not found');
      const name = parseStringList(claim.evidence_images)[params.index];
      if (!name || !UPLOAD_NAME.test(name)) throw notFound('Image not found');
      const bytes = await readUpload(app.storage, EVIDENCE_STORAGE_FOLDER, name);
      if (!bytes) throw notFound('Image not found');
      return reply
        .header('content-type', CONTENT_TYPES[name.split('.').pop()!] ?? 'application/octet-stream')
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .send(bytes);
    },
  );
};

export default challengeRoutes;
