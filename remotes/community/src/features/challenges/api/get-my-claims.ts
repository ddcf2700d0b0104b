import type { MyClaimsResponse } from '@lobby/contract-community';
import { getJson } from '@lobby/shared-api';

/** GET /api/r/challenges/my-claims — the logged-in member's claims with their review. */
export const getMyClaims = () => getJson<MyClaimsResponse>('api/r/challenges/my-claims');
