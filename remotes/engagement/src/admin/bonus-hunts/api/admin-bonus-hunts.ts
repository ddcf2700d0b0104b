import type {
  AdminGameCreateInput,
  AdminGameUpdateInput,
  AdminHuntCreateInput,
  AdminHuntResponse,
  AdminHuntsResponse,
  AdminHuntUpdateInput,
} from '@lobby/contract-engagement';
import type { AdminMembersResponse } from '@lobby/shared-api';
import { getJson, postJson, sendJson } from '@lobby/shared-api';

const BASE = 'api/admin/engagement/bonus-hunts';

export const adminHuntKeys = {
  all: () => ['engagement', 'admin', 'hunts'] as const,
  list: (page: number) => ['engagement', 'admin', 'hunts', 'list', page] as const,
  detail: (id: number) => ['engagement', 'admin', 'hunts', 'detail', id] as const,
  members: (q: string) => ['engagement', 'admin', 'hunts', 'members', q] as const,
};

export const listAdminHunts = (page: number) =>
  getJson<AdminHuntsResponse>(BASE, { query: { page } });
export const getAdminHunt = (id: number) => getJson<AdminHuntResponse>(`${BASE}/${id}`);
export const createAdminHunt = (input: AdminHuntCreateInput) =>
  postJson<AdminHuntResponse>(BASE, input);
export const updateAdminHunt = (id: number, input: AdminHuntUpdateInput) =>
  sendJson<AdminHuntResponse>('patch', `${BASE}/${id}`, input);
export const addHuntGame = (id: number, input: Partial<AdminGameCreateInput>) =>
  postJson<AdminHuntResponse>(`${BASE}/${id}/games`, input);
export const updateHuntGame = (id: number, gameId: number, input: AdminGameUpdateInput) =>
  sendJson<AdminHuntResponse>('patch', `${BASE}/${id}/games/${gameId}`, input);
export const removeHuntGame = (id: number, gameId: number) =>
  sendJson<AdminHuntResponse>('delete', `${BASE}/${id}/games/${gameId}`);
export const completeAdminHunt = (id: number) =>
  postJson<AdminHuntResponse>(`${BASE}/${id}/complete`);
export const deleteAdminHunt = (id: number) =>
  sendJson<{ success: true; message: string }>('delete', `${BASE}/${id}`);
/** GET /api/admin/members?q= — members to pick a slot's player from (moderators and up). */
export const searchHuntMembers = (q: string) =>
  getJson<AdminMembersResponse>('api/admin/members', { query: { q } });
