import type { AdminJobResponse, AdminJobsResponse, AdminRunJobResponse } from '@lobby/shared-api';
import { getJson, postJson } from '@lobby/shared-api';

/** GET /api/admin/jobs: every timed job with its last and next run. */
export const getAdminJobs = () => getJson<AdminJobsResponse>('api/admin/jobs');

/** POST /api/admin/jobs/:name/run (admin): runs the job now and answers the run. */
export const runAdminJob = (name: string) =>
  postJson<AdminRunJobResponse>(
    `api/admin/jobs/${encodeURIComponent(name)}/run`,
    {},
    {
      timeout: 120_000,
    },
  );

/** GET /api/admin/jobs/:name: the job and its newest runs. */
export const getAdminJob = (name: string) =>
  getJson<AdminJobResponse>(`api/admin/jobs/${encodeURIComponent(name)}`);
