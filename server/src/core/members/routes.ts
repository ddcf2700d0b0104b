import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  adminBanSchema,
  adminMembersQuerySchema,
  adminPointsSchema,
  adminRoleSchema,
  adminSessionParamsSchema,
  emptyBodySchema,
  idParamSchema,
  pageQuerySchema,
} from '@lobby/shared-api/contract';
import type {
  AdminLedgerResponse,
  AdminMemberResponse,
  AdminMembersResponse,
  AdminMemberUpdateResponse,
} from '@lobby/shared-api/contract';
import { validate } from '../http/validation';
import {
  adjustPoints,
  banMember,
  changeRole,
  endMemberSession,
  findMembers,
  getLedger,
  getMemberDetail,
  unbanMember,
} from './service';

/**
 * Admin › Members (under /api/admin/members): staff search and view members and ban or unban
 * them; a moderator adjusts points within Admin › Site's limit; only an admin changes a role.
 * Nobody acts on their own account (`admin/duties.ts`). Every change is audited.
 */
const membersAdminRoutes: FastifyPluginAsync = async (app) => {
  const updated = async (
    request: FastifyRequest,
    id: number,
  ): Promise<AdminMemberUpdateResponse> => ({
    success: true,
    member: await getMemberDetail(app, id, request.session?.id),
  });

  app.get('/', async (request): Promise<AdminMembersResponse> => {
    const { query } = validate(request, { query: adminMembersQuerySchema });
    return findMembers(app, query);
  });

  app.get('/:id', async (request): Promise<AdminMemberResponse> => {
    const { params } = validate(request, { params: idParamSchema });
    return { member: await getMemberDetail(app, params.id, request.session?.id) };
  });

  app.get('/:id/ledger', async (request): Promise<AdminLedgerResponse> => {
    const { params, query } = validate(request, { params: idParamSchema, query: pageQuerySchema });
    return getLedger(app, params.id, query.page);
  });

  app.patch('/:id/role', { config: { minRole: 'admin' } }, async (request) => {
    const { params, body } = validate(request, { params: idParamSchema, body: adminRoleSchema });
    await changeRole(app, request.user!, params.id, body.role);
    return updated(request, params.id);
  });

  app.post('/:id/points', async (request) => {
    const { params, body } = validate(request, { params: idParamSchema, body: adminPointsSchema });
    await adjustPoints(app, request.user!, params.id, body);
    return updated(request, params.id);
  });

  app.post('/:id/ban', async (request) => {
    const { params, body } = validate(request, { params: idParamSchema, body: adminBanSchema });
    await banMember(app, request.user!, params.id, body.reason);
    return updated(request, params.id);
  });

  app.post('/:id/unban', async (request) => {
    const { params } = validate(request, { params: idParamSchema, body: emptyBodySchema });
    await unbanMember(app, request.user!, params.id);
    return updated(request, params.id);
  });

  app.delete('/:id/sessions/:session', async (request) => {
    const { params } = validate(request, { params: adminSessionParamsSchema });
    await endMemberSession(app, request.user!, params.id, params.session);
    return updated(request, params.id);
  });
};

export default membersAdminRoutes;
