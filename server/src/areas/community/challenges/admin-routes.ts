import type { FastifyPluginAsync } from 'fastify';
import type {
  AdminChallengeResponse,
  AdminChallengesResponse,
  AdminClaimResponse,
  AdminClaimsResponse,
} from '@lobby/contract-community';
import {
  adminClaimsQuerySchema,
  challengeIdParamSchema,
  challengeInputSchema,
  claimIdParamSchema,
  rejectClaimSchema,
} from '@lobby/contract-community';
import { validate } from '../../../core/http/validation';
import { removeUpload } from '../../../core/uploads/uploads';
import {
  createChallenge,
  deleteChallenge,
  endChallengeEarly,
  getAdminChallenges,
  updateChallenge,
} from './admin-service';
import {
  CLAIM_APPROVED_MESSAGE,
  CLAIM_REJECTED_MESSAGE,
  approveClaim,
  EVIDENCE_STORAGE_FOLDER,
  getAdminClaims,
  rejectClaim,
} from './claims';

/**
 * Admin › Challenges (moderator; the /api/admin guard checks the role): challenges CRUD,
 * scheduling and ending early, and the claims queue with approve / reject. Every write audited.
 */
const challengeAdminRoutes: FastifyPluginAsync = async (app) => {
  const base = app.config.basePath;

  app.get('/', async (): Promise<AdminChallengesResponse> => ({
    success: true,
    data: await getAdminChallenges(app.db, base, app.clock()),
  }));

  app.post('/', async (request, reply): Promise<AdminChallengeResponse> => {
    const { body } = validate(request, { body: challengeInputSchema });
    reply.code(201);
    return {
      success: true,
      data: await createChallenge(app.db, base, request.user!, body, app.clock()),
    };
  });

  app.put('/:id', async (request): Promise<AdminChallengeResponse> => {
    const { params, body } = validate(request, {
      params: challengeIdParamSchema,
      body: challengeInputSchema,
    });
    return {
      success: true,
      data: await updateChallenge(app.db, base, request.user!, params.id, body, app.clock()),
    };
  });

  app.post('/:id/end', async (request): Promise<AdminChallengeResponse> => {
    const { params } = validate(request, { params: challengeIdParamSchema });
    return {
      success: true,
      data: await endChallengeEarly(app.db, base, request.user!.id, params.id, app.clock()),
    };
  });

  app.delete('/:id', async (request, reply) => {
    const { params } = validate(request, { params: challengeIdParamSchema });
    const files = await deleteChallenge(app.db, request.user!.id, params.id, app.clock());
    await Promise.all(files.map((f) => removeUpload(app.storage, EVIDENCE_STORAGE_FOLDER, f)));
    return reply.code(204).send();
  });

  app.get('/claims', async (request): Promise<AdminClaimsResponse> => {
    const { query } = validate(request, { query: adminClaimsQuerySchema });
    return getAdminClaims(app.db, base, query, app.clock());
  });

  app.post('/claims/:claimId/approve', async (request): Promise<AdminClaimResponse> => {
    const { params } = validate(request, { params: claimIdParamSchema });
    return {
      success: true,
      message: CLAIM_APPROVED_MESSAGE,
      data: await approveClaim(app.db, base, request.user!.id, params.claimId, app.clock()),
    };
  });

  app.post('/claims/:claimId/reject', async (request): Promise<AdminClaimResponse> => {
    const { params, body } = validate(request, {
      params: claimIdParamSchema,
      body: rejectClaimSchema,
    });
    return {
      success: true,
      message: CLAIM_REJECTED_MESSAGE,
      data: await rejectClaim(
        app.db,
        base,
        request.user!.id,
        params.claimId,
        body.reason,
        app.clock(),
      ),
    };
  });
};

export default challengeAdminRoutes;
