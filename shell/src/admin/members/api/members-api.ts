import type {
  AdminBanInput,
  AdminLedgerResponse,
  AdminMemberResponse,
  AdminMembersResponse,
  AdminMemberUpdateResponse,
  AdminPointsInput,
  Role,
} from '@lobby/shared-api';
import { getJson, postJson, sendJson } from '@lobby/shared-api';

/** GET /api/admin/members?q=&status=&page= */
export const searchAdminMembers = (q: string, status: string, page: number) =>
  getJson<AdminMembersResponse>('api/admin/members', {
    query: { q, status, page },
  });

/** GET /api/admin/members/:id */
export const getAdminMember = (id: number) =>
  getJson<AdminMemberResponse>(`api/admin/members/${id}`);

/** GET /api/admin/members/:id/ledger?page= */
export const getAdminMemberLedger = (id: number, page: number) =>
  getJson<AdminLedgerResponse>(`api/admin/members/${id}/ledger`, {
    query: { page },
  });

/** PATCH /api/admin/members/:id/role (admin) */
export const setAdminMemberRole = (id: number, role: Role) =>
  sendJson<AdminMemberUpdateResponse>('patch', `api/admin/members/${id}/role`, { role });

/** POST /api/admin/members/:id/points (admin) */
export const adjustAdminMemberPoints = (id: number, body: AdminPointsInput) =>
  postJson<AdminMemberUpdateResponse>(`api/admin/members/${id}/points`, body);

/** POST /api/admin/members/:id/ban (moderator+) */
export const banAdminMember = (id: number, body: AdminBanInput) =>
  postJson<AdminMemberUpdateResponse>(`api/admin/members/${id}/ban`, body);

/** POST /api/admin/members/:id/unban (moderator+) */
export const unbanAdminMember = (id: number) =>
  postJson<AdminMemberUpdateResponse>(`api/admin/members/${id}/unban`, {});

/** DELETE /api/admin/members/:id/sessions/:session (moderator+): ends one session. */
export const endAdminMemberSession = (id: number, session: string) =>
  sendJson<AdminMemberUpdateResponse>('delete', `api/admin/members/${id}/sessions/${session}`);
