import type { AdminSiteInput, AdminSiteResponse } from '@lobby/shared-api';
import { getJson, sendJson } from '@lobby/shared-api';

/** GET /api/admin/site: the site's settings as Admin › Site edits them. */
export async function getAdminSite(): Promise<AdminSiteResponse['data']> {
  return (await getJson<AdminSiteResponse>('api/admin/site')).data;
}

/** PUT /api/admin/site: saves every setting at once; answers the saved values. */
export async function saveAdminSite(input: AdminSiteInput): Promise<AdminSiteResponse> {
  return sendJson<AdminSiteResponse>('put', 'api/admin/site', input);
}
