import type {
  AdminAuditFiltersResponse,
  AdminAuditQuery,
  AdminAuditResponse,
} from '@lobby/shared-api';
import { getJson } from '@lobby/shared-api';

/** GET /api/admin/audit: one page of staff actions, newest first. */
export const getAuditLog = (query: AdminAuditQuery) =>
  getJson<AdminAuditResponse>('api/admin/audit', { query: { ...query } });

/** GET /api/admin/audit/filters: the areas and staff members the log can be filtered by. */
export async function getAuditFilters(): Promise<AdminAuditFiltersResponse['data']> {
  return (await getJson<AdminAuditFiltersResponse>('api/admin/audit/filters')).data;
}
