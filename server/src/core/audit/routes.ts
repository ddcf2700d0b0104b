import type { FastifyPluginAsync } from 'fastify';
import type { AdminAuditFiltersResponse, AdminAuditResponse } from '@lobby/shared-api/contract';
import { adminAuditQuerySchema, AUDIT_PAGE_SIZE } from '@lobby/shared-api/contract';
import { validate } from '../http/validation';
import { auditActors, auditAreas, countAudit, listAudit } from './repository';

/** Stored instants are UTC ISO strings: compare in the same form whatever offset was sent. */
const utc = (v: string | undefined) => (v ? new Date(v).toISOString() : undefined);

/**
 * GET /api/admin/audit (staff): every staff action of every area, newest first, filtered by
 * member, area and a date range, 25 a page. GET /api/admin/audit/filters: the filters' choices.
 */
const auditRoutes: FastifyPluginAsync = async (app) => {
  app.get('/', async (request): Promise<AdminAuditResponse> => {
    const { query } = validate(request, { query: adminAuditQuerySchema });
    const filter = {
      actorId: query.actor_id,
      area: query.area,
      from: utc(query.from),
      to: utc(query.to),
    };
    const total = await countAudit(app.db, filter);
    const lastPage = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
    const data = await listAudit(app.db, app.config.basePath, filter, {
      limit: AUDIT_PAGE_SIZE,
      offset: (query.page - 1) * AUDIT_PAGE_SIZE,
    });
    return {
      success: true,
      data,
      current_page: query.page,
      last_page: lastPage,
      per_page: AUDIT_PAGE_SIZE,
      total,
    };
  });

  app.get('/filters', async (): Promise<AdminAuditFiltersResponse> => {
    const [areas, actors] = await Promise.all([
      auditAreas(app.db),
      auditActors(app.db, app.config.basePath),
    ]);
    return { success: true, data: { areas, actors } };
  });
};

export default auditRoutes;
