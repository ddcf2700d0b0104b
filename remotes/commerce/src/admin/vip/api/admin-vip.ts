import type {
  AdminMemberWagersResponse,
  AdminVipClaimResponse,
  AdminVipClaimsResponse,
  AdminVipTierInput,
  AdminVipTierResponse,
  AdminVipTiersResponse,
  AdminWagerMembersResponse,
} from '@lobby/contract-commerce';
import { getJson, postJson, sendJson } from '@lobby/shared-api';

const BASE = 'api/admin/commerce/vip';

export type ClaimFilter = 'pending' | 'processed' | 'all';

/** Admin › VIP query keys ('commerce', 'admin', …). */
export const vipAdminKeys = {
  all: () => ['commerce', 'admin', 'vip'] as const,
  tiers: () => ['commerce', 'admin', 'vip', 'tiers'] as const,
  tier: (id: number) => ['commerce', 'admin', 'vip', 'tiers', id] as const,
  claims: (status: ClaimFilter, page = 1) =>
    ['commerce', 'admin', 'vip', 'claims', status, page] as const,
  members: (q: string) => ['commerce', 'admin', 'vip', 'members', q] as const,
  member: (id: number) => ['commerce', 'admin', 'vip', 'member', id] as const,
};

/** The public VIP page's queries, refreshed after a staff change. */
export const publicVipKey = ['commerce', 'vip'] as const;

export const getAdminVipTiers = () => getJson<AdminVipTiersResponse>(`${BASE}/tiers`);
export const getAdminVipTier = (id: number) => getJson<AdminVipTierResponse>(`${BASE}/tiers/${id}`);
export const createVipTier = (body: AdminVipTierInput) =>
  postJson<AdminVipTierResponse>(`${BASE}/tiers`, body);
export const updateVipTier = (id: number, body: AdminVipTierInput) =>
  sendJson<AdminVipTierResponse>('put', `${BASE}/tiers/${id}`, body);
export const orderVipTiers = (platformId: number, tierIds: number[]) =>
  sendJson<AdminVipTiersResponse>('put', `${BASE}/tiers/order`, {
    platform_id: platformId,
    tier_ids: tierIds,
  });

export const getAdminVipClaims = (status: ClaimFilter, page = 1) =>
  getJson<AdminVipClaimsResponse>(`${BASE}/claims`, { query: { status, page } });
export const payVipClaim = (id: number) =>
  postJson<AdminVipClaimResponse>(`${BASE}/claims/${id}/pay`);

export const searchWagerMembers = (q: string) =>
  getJson<AdminWagerMembersResponse>(`${BASE}/members`, { query: { q } });
export const getMemberWagers = (id: number) =>
  getJson<AdminMemberWagersResponse>(`${BASE}/members/${id}`);
