import type {
  AdminActionResponse,
  AdminGiveawayEntriesResponse,
  AdminGiveawayInput,
  AdminGiveawayResponse,
  AdminGiveawaysResponse,
} from '@lobby/contract-engagement';
import { getJson, postJson, sendJson, siteUrl } from '@lobby/shared-api';

const BASE = 'api/admin/engagement/giveaways';

/** Admin › Giveaways query keys ('engagement', 'admin', …). */
export const giveawayAdminKeys = {
  all: () => ['engagement', 'admin', 'giveaways'] as const,
  list: () => ['engagement', 'admin', 'giveaways', 'list'] as const,
  page: (page: number) => ['engagement', 'admin', 'giveaways', 'list', page] as const,
  detail: (id: number) => ['engagement', 'admin', 'giveaways', 'detail', id] as const,
  entries: (id: number, page = 1) =>
    ['engagement', 'admin', 'giveaways', 'entries', id, page] as const,
};

/** The JSON a create or edit sends (password absent = keep it). */
export type GiveawayPayload = Omit<AdminGiveawayInput, 'password'> & { password?: string | null };

export const getAdminGiveaways = (page = 1) =>
  getJson<AdminGiveawaysResponse>(BASE, { query: { page } });
export const getAdminGiveaway = (id: number) => getJson<AdminGiveawayResponse>(`${BASE}/${id}`);
/** One page of a giveaway's entries, in entry order. */
export const getAdminGiveawayEntries = (id: number, page = 1) =>
  getJson<AdminGiveawayEntriesResponse>(`${BASE}/${id}/entries`, { query: { page } });
export const createGiveaway = (body: GiveawayPayload) =>
  postJson<AdminActionResponse & { id: number }>(BASE, body);
export const updateGiveaway = (id: number, body: GiveawayPayload) =>
  sendJson<AdminActionResponse>('put', `${BASE}/${id}`, body);
/** `withoutBeacon`: a v2 draw drand cannot give, after the configured wait. */
export const drawGiveawayNow = (id: number, withoutBeacon = false) =>
  postJson<AdminActionResponse>(`${BASE}/${id}/draw`, { without_beacon: withoutBeacon });
export const disqualifyGiveawayWinner = (id: number, position: number, reason: string) =>
  postJson<AdminActionResponse>(`${BASE}/${id}/disqualify`, { position, reason });
/** The entries CSV download address. */
export const giveawayEntriesCsvUrl = (id: number) => siteUrl(`${BASE}/${id}/entries.csv`);
