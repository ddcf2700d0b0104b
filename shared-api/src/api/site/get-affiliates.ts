import type { AffiliatesResponse } from '../../contract';
import { getJson } from '../../lib/api-client';

/** GET /api/r/affiliates */
export const getAffiliates = () => getJson<AffiliatesResponse>('api/r/affiliates');
