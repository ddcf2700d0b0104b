import type {
  AdminChallengeResponse,
  AdminChallengesResponse,
  AdminClaimResponse,
  AdminClaimsResponse,
  ChallengeInput,
} from '@lobby/contract-community';
import { getJson, postJson, sendJson } from '@lobby/shared-api';

const BASE = 'api/admin/community/challenges';

export type ClaimFilter = 'pending' | 'approved' | 'rejected' | 'all';

export const adminChallengeKeys = {
  all: () => ['community', 'admin', 'challenges'] as const,
  list: () => ['community', 'admin', 'challenges', 'list'] as const,
  claims: (status: ClaimFilter, page = 1) =>
    ['community', 'admin', 'challenges', 'claims', status, page] as const,
};

/** The body the API takes: dates as ISO strings. */
export type ChallengeBody = Omit<ChallengeInput, 'start_date' | 'end_date'> & {
  start_date: string;
  end_date: string;
};

export const listAdminChallenges = () => getJson<AdminChallengesResponse>(BASE);
export const createChallenge = (input: ChallengeBody) =>
  postJson<AdminChallengeResponse>(BASE, input);
export const updateChallenge = (id: number, input: ChallengeBody) =>
  sendJson<AdminChallengeResponse>('put', `${BASE}/${id}`, input);
export const endChallenge = (id: number) => postJson<AdminChallengeResponse>(`${BASE}/${id}/end`);
export const deleteChallenge = (id: number) => sendJson<void>('delete', `${BASE}/${id}`);

export const listClaims = (status: ClaimFilter, page = 1) =>
  getJson<AdminClaimsResponse>(`${BASE}/claims`, { query: { status, page } });
export const approveClaim = (id: number) =>
  postJson<AdminClaimResponse>(`${BASE}/claims/${id}/approve`);
export const rejectClaim = (id: number, reason: string) =>
  postJson<AdminClaimResponse>(`${BASE}/claims/${id}/reject`, { reason });
