import type { SuccessMessageResponse } from '@lobby/shared-api';
import { postJson } from '@lobby/shared-api';

/** POST /api/r/profile/disconnect-kick — unlinks the member's Kick account. */
export const disconnectKick = () =>
  postJson<SuccessMessageResponse>('api/r/profile/disconnect-kick', {});
