import type { GiveawayResponse } from '@lobby/contract-engagement';
import { getJson } from '@lobby/shared-api';

/** GET /api/r/giveaways/{id} — one giveaway with the viewer's entries and its draw record. */
export const getGiveaway = (id: number) => getJson<GiveawayResponse>(`api/r/giveaways/${id}`);
