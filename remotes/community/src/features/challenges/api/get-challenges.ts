import type { ChallengesResponse } from '@lobby/contract-community';
import { getJson } from '@lobby/shared-api';

/** GET /api/r/challenges */
export const getChallenges = () => getJson<ChallengesResponse>('api/r/challenges');
