import type { SuccessMessageResponse } from '../../contract';
import { postJson } from '../../lib/api-client';

/** POST /api/r/profile/disconnect-kick — unlinks the member's Kick account. */
export const disconnectKick = () =>
  postJson<SuccessMessageResponse>('api/r/profile/disconnect-kick', {});
