import type {
  AdminActionResponse,
  AdminRaffleTicketsResponse,
  AdminWagerRaffleInput,
  AdminWagerRaffleResponse,
  AdminWagerRafflesResponse,
} from '@lobby/contract-engagement';
import { getJson, postJson, sendJson, siteUrl } from '@lobby/shared-api';

const BASE = 'api/admin/engagement/wager-raffles';

/** Admin › Wager raffles query keys ('engagement', 'admin', …). */
export const raffleAdminKeys = {
  all: () => ['engagement', 'admin', 'wager-raffles'] as const,
  list: () => ['engagement', 'admin', 'wager-raffles', 'list'] as const,
  page: (page: number) => ['engagement', 'admin', 'wager-raffles', 'list', page] as const,
  detail: (id: number) => ['engagement', 'admin', 'wager-raffles', 'detail', id] as const,
  tickets: (id: number, page = 1) =>
    ['engagement', 'admin', 'wager-raffles', 'tickets', id, page] as const,
};

/** Page 1 of the raffles, with every casino a raffle can count. */
export const getAdminRaffles = () => getJson<AdminWagerRafflesResponse>(BASE);
export const getAdminRafflesPage = (page: number) =>
  getJson<AdminWagerRafflesResponse>(BASE, { query: { page } });
export const getAdminRaffle = (id: number) => getJson<AdminWagerRaffleResponse>(`${BASE}/${id}`);
/** One page of a raffle's ticket holders, in ticket order. */
export const getAdminRaffleTickets = (id: number, page = 1) =>
  getJson<AdminRaffleTicketsResponse>(`${BASE}/${id}/tickets`, { query: { page } });
export const createRaffle = (body: AdminWagerRaffleInput) =>
  postJson<AdminActionResponse & { id: number }>(BASE, body);
export const updateRaffle = (id: number, body: AdminWagerRaffleInput) =>
  sendJson<AdminActionResponse>('put', `${BASE}/${id}`, body);
export const drawRaffleNow = (id: number) => postJson<AdminActionResponse>(`${BASE}/${id}/draw`);
export const recomputeRaffle = (id: number) =>
  postJson<AdminActionResponse>(`${BASE}/${id}/recompute`);
export const disqualifyRafflePrize = (id: number, prizeId: number, reason: string) =>
  postJson<AdminActionResponse>(`${BASE}/${id}/prizes/${prizeId}/disqualify`, { reason });
/** The tickets CSV download address. */
export const raffleTicketsCsvUrl = (id: number) => siteUrl(`${BASE}/${id}/tickets.csv`);
