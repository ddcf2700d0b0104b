import type {
  AdminMatchUpdateInput,
  AdminTournamentCreateInput,
  AdminTournamentUpdateInput,
  TournamentDetailResponse,
  TournamentsResponse,
} from '@lobby/contract-engagement';
import { getJson, postJson, sendJson } from '@lobby/shared-api';

const BASE = 'api/admin/engagement/tournaments';

export const adminTournamentKeys = {
  all: () => ['engagement', 'admin', 'tournaments'] as const,
  list: (page: number) => ['engagement', 'admin', 'tournaments', 'list', page] as const,
  detail: (id: number) => ['engagement', 'admin', 'tournaments', 'detail', id] as const,
};

export const listAdminTournaments = (page: number) =>
  getJson<TournamentsResponse>(BASE, { query: { page } });
export const getAdminTournament = (id: number) =>
  getJson<TournamentDetailResponse>(`${BASE}/${id}`);
export const createAdminTournament = (input: AdminTournamentCreateInput) =>
  postJson<TournamentDetailResponse>(BASE, input);
export const updateAdminTournament = (id: number, input: AdminTournamentUpdateInput) =>
  sendJson<TournamentDetailResponse>('patch', `${BASE}/${id}`, input);
export const updateAdminMatch = (id: number, matchId: number, input: AdminMatchUpdateInput) =>
  sendJson<TournamentDetailResponse>('patch', `${BASE}/${id}/matches/${matchId}`, input);
export const deleteAdminTournament = (id: number) =>
  sendJson<{ success: true; message: string }>('delete', `${BASE}/${id}`);
