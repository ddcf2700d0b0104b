import type { RedemptionsResponse } from '@lobby/contract-commerce';
import { getJson } from '@lobby/shared-api';

/** GET /api/r/store/redemptions — the member's purchase history. */
export const getRedemptions = () => getJson<RedemptionsResponse>('api/r/store/redemptions');
