import type { RedemptionsResponse } from '@lobby/contract-commerce';
import { getJson } from '../../lib/api-client';

/** GET /api/r/store/redemptions — the member's purchase history. */
export const getRedemptions = () => getJson<RedemptionsResponse>('api/r/store/redemptions');
