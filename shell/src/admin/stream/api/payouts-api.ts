import type {
  AdminPayoutActionResponse,
  AdminPayoutProviderInput,
  AdminPayoutsResponse,
  AdminPayoutSettingsInput,
} from '@lobby/shared-api';
import { getJson, postJson, sendJson } from '@lobby/shared-api';

export type PayoutFilter = 'all' | 'pending' | 'needs_approval' | 'sent' | 'failed';

/** GET /api/admin/payouts?status=&page=: a page of payouts, each platform's tipping API and caps. */
export const getAdminPayouts = (status: PayoutFilter, page = 1) =>
  getJson<AdminPayoutsResponse>(`api/admin/payouts?status=${status}&page=${page}`);

/** POST /api/admin/payouts/:id/{approve|reject|retry} */
export const payoutAction = (id: number, action: 'approve' | 'reject' | 'retry') =>
  postJson<AdminPayoutActionResponse>(`api/admin/payouts/${id}/${action}`, {});

/** PUT /api/admin/payouts/providers/:platformId (admin) */
export const saveTippingApi = (platformId: number, input: AdminPayoutProviderInput) =>
  sendJson<AdminPayoutActionResponse>('put', `api/admin/payouts/providers/${platformId}`, input);

/** PUT /api/admin/payouts/settings (admin): the platform paying giveaway and raffle cash prizes. */
export const savePayoutSettings = (input: AdminPayoutSettingsInput) =>
  sendJson<AdminPayoutActionResponse>('put', 'api/admin/payouts/settings', input);
