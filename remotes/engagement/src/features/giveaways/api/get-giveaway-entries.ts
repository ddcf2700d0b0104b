import type { GiveawayEntry } from '@lobby/contract-engagement';
import { getJson } from '@lobby/shared-api';

/** GET /api/r/giveaways/{id}/entries — every entry, oldest first. */
export const getGiveawayEntries = (id: number) =>
  getJson<GiveawayEntry[]>(`api/r/giveaways/${id}/entries`);
