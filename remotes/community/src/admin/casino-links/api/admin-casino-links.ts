import type {
  AdminCasinoLinkResponse,
  AdminCasinoLinksResponse,
  CasinoLinkQueueQuery,
} from '@lobby/contract-community';
import { getJson, postJson } from '@lobby/shared-api';

const BASE = 'api/admin/community/casino-links';

export const adminCasinoLinkKeys = {
  all: () => ['community', 'admin', 'casino-links'] as const,
  list: (status: string, q: string) => ['community', 'admin', 'casino-links', status, q] as const,
};

export const listCasinoLinks = (query: CasinoLinkQueueQuery) =>
  getJson<AdminCasinoLinksResponse>(BASE, { query: { status: query.status, q: query.q } });
export const approveCasinoLink = (id: number) =>
  postJson<AdminCasinoLinkResponse>(`${BASE}/${id}/approve`);
export const rejectCasinoLink = (id: number, reason: string) =>
  postJson<AdminCasinoLinkResponse>(`${BASE}/${id}/reject`, { reason });
