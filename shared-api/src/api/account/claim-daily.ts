import type { ClaimDailyResponse } from '../../contract';
import { postJson } from '../../lib/api-client';

/** POST /api/r/profile/claim-daily */
export const claimDaily = () => postJson<ClaimDailyResponse>('api/r/profile/claim-daily', {});
