import type { AdminOverview, AdminOverviewResponse } from '@lobby/shared-api';
import { getJson } from '@lobby/shared-api';

/** GET /api/admin/overview: the dashboard's figures. */
export async function getAdminOverview(): Promise<AdminOverview> {
  return (await getJson<AdminOverviewResponse>('api/admin/overview')).data;
}
