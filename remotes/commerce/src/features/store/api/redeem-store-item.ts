import type { RedeemResponse } from '@lobby/contract-commerce';
import { postJson } from '@lobby/shared-api';

/** POST /api/r/store/{id}/redeem — spends the member's points on one item. */
export const redeemStoreItem = (itemId: number) =>
  postJson<RedeemResponse>(`api/r/store/${itemId}/redeem`);
