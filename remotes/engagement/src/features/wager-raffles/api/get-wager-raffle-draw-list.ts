import { api, siteUrl } from '@lobby/shared-api';

/** The published address of a drawn raffle's frozen ticket ranges (CSV). */
export const raffleDrawListUrl = (id: number) => siteUrl(`api/r/wager-raffles/${id}/draw-list`);

/** GET /api/r/wager-raffles/{id}/draw-list — the frozen ticket ranges exactly as hashed. */
export const getRaffleDrawList = (id: number) => api.get(raffleDrawListUrl(id)).text();
