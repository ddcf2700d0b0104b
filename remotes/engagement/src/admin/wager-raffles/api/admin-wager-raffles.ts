import type {
  AdminActionResponse,
  AdminWagerRaffleTicketsResponse,
  AdminWagerRaffleInput,
  AdminWagerRaffleResponse,
  AdminWagerRafflesResponse,
} from '@lobby/contract-engagement';
import { getJson, postJson, sendJson, siteUrl } from '@lobby/shared-api';

const BASE = 'api/admin/engagement/wager-raffles';

/** Admin › Wager raffles query keys ('engagement', 'admin', …). */
export const wagerRaffleAdminKeys = {
  all: () => ['engagement', 'admin', 'wager-raffles'] as const,
  list: () => ['engagement', 'admin', 'wager-raffles', 'list'] as const,
  page: (page: number) => ['engagement', 'admin', 'wager-raffles', 'list', page] as const,
  detail: (id: number) => ['engagement', 'admin', 'wager-raffles', 'detail', id] as const,
  tickets: (id: number, page = 1) =>
    ['engagement', 'admin', 'wager-raffles', 'tickets', id, page] as const,
};

/** One page of the wager raffles, with every casino a raffle can count. */
export const getAdminWagerRaffles = (page = 1) =>
  getJson<AdminWagerRafflesResponse>(BASE, { query: { page } });
export const getAdminWagerRaffle = (id: number) =>
  getJson<AdminWagerRaffleResponse>(`${BASE}/${id}`);
/** One page of a wager raffle's ticket holders, in ticket order. */
export const getAdminWagerRaffleTickets = (id: number, page = 1) =>
  getJson<AdminWagerRaffleTicketsResponse>(`${BASE}/${id}/tickets`, { query: { page } });
export const createWagerRaffle = (body: AdminWagerRaffleInput) =>
  postJson<AdminActionResponse & { id: number }>(BASE, body);
export const updateWagerRaffle = (id: number, body: AdminWagerRaffleInput) =>
  sendJson<AdminActionResponse>('put', `${BASE}/${id}`, body);
/** `withoutBeacon`: a v2 draw drand cannot give, after the configured wait. */
export const drawWagerRaffleNow = (id: number, withoutBeacon = false) =>
  postJson<AdminActionResponse>(`${BASE}/${id}/draw`, { without_beacon: withoutBeacon });
export const recomputeWagerRaffle = (id: number) =>
  postJson<AdminActionResponse>(`${BASE}/${id}/recompute`);
export const disqualifyWagerRaffleWinner = (id: number, position: number, reason: string) =>
  postJson<AdminActionResponse>(`${BASE}/${id}/disqualify`, { position, reason });
/** The tickets CSV download address. */
export const wagerRaffleTicketsCsvUrl = (id: number) => siteUrl(`${BASE}/${id}/tickets.csv`);
