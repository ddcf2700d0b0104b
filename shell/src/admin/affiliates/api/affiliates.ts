import type {
  AdminAffiliate,
  AdminAffiliateInput,
  AdminAffiliateResponse,
  AdminAffiliatesResponse,
} from '@lobby/shared-api';
import { getJson, sendJson } from '@lobby/shared-api';

/** GET /api/admin/affiliates: every affiliate in order, hidden ones too. */
export async function getAdminAffiliates(): Promise<AdminAffiliate[]> {
  return (await getJson<AdminAffiliatesResponse>('api/admin/affiliates')).data;
}

/** POST /api/admin/affiliates: adds one at the end of the list. */
export const createAffiliate = (input: AdminAffiliateInput) =>
  sendJson<AdminAffiliateResponse>('post', 'api/admin/affiliates', input);

/** PUT /api/admin/affiliates/:id: saves every field (hiding is `active: false`). */
export const updateAffiliate = (id: number, input: AdminAffiliateInput) =>
  sendJson<AdminAffiliateResponse>('put', `api/admin/affiliates/${id}`, input);

/** POST /api/admin/affiliates/:id/move: one place up or down; answers the new order. */
export async function moveAffiliate(
  id: number,
  direction: 'up' | 'down',
): Promise<AdminAffiliate[]> {
  return (
    await sendJson<AdminAffiliatesResponse>('post', `api/admin/affiliates/${id}/move`, {
      direction,
    })
  ).data;
}
