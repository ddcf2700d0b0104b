import type { SlotSearchResponse } from '@lobby/contract-engagement';
import { SLOT_SEARCH_TIMEOUT_MS } from '@lobby/contract-engagement';
import { getJson } from '@lobby/shared-api';

/** GET /api/r/slots/search?query= — 5 s by default, 3 s for tournament lookups (spec §7). */
export const searchSlots = (
  query: string,
  timeout = SLOT_SEARCH_TIMEOUT_MS,
  signal?: AbortSignal,
) => getJson<SlotSearchResponse>('api/r/slots/search', { query: { query }, timeout, signal });

export const slotKeys = {
  search: (query: string) => ['engagement', 'slots', 'search', query.toLowerCase()] as const,
};
