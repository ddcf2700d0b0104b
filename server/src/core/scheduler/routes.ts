import type { FastifyPluginAsync } from 'fastify';
import { adminJobParamsSchema } from '@lobby/shared-api/contract';
import type {
  AdminJobResponse,
  AdminJobsResponse,
  AdminRunJobResponse,
} from '@lobby/shared-api/contract';
import { audit } from '../audit/audit';
import { withTransaction } from '../db';
import { notFound } from '../http/errors';
import { validate } from '../http/validation';
import { findRun, listJobs, listRuns } from './service';

/**
 * Admin › Jobs (under /api/admin/jobs): staff see every job, its schedule, last run and next
 * run; an admin may run one now (audited).
 */
const jobsAdminRoutes: FastifyPluginAsync = async (app) => {
  app.get('/', async (): Promise<AdminJobsResponse> => ({
    jobs: await listJobs(app),
    scheduler_enabled: app.config.scheduler.enabled,
  }));

  app.get('/:name', async (request): Promise<AdminJobResponse> => {
    const { params } = validate(request, { params: adminJobParamsSchema });
    const [job] = await listJobs(app, params.name);
    if (!job) throw notFound('No such job');
    return { job, runs: await listRuns(app.db, job.name) };
  });

  app.post(
    '/:name/run',
    { config: { minRole: 'admin' } },
    async (request): Promise<AdminRunJobResponse> => {
      const { params } = validate(request, { params: adminJobParamsSchema });
      if (!app.scheduler.jobs.has(params.name)) throw notFound('No such job');
      const actor = request.user!;
      const result = await app.scheduler.runNow(params.name, actor.id);
      await withTransaction(app.db, (trx) =>
        audit(trx, {
          actorId: actor.id,
          area: 'jobs',
          action: 'job.run',
          entity: 'job',
          entityId: params.name,
          after: { outcome: result.outcome, summary: result.summary, error: result.error },
          at: app.clock(),
        }),
      );
      const [job] = await listJobs(app, params.name);
      const run = result.runId != null ? await findRun(app.db, result.runId) : null;
      return { success: true, run: run!, job: job! };
    },
  );
};

export default jobsAdminRoutes;
