import { api, siteUrl } from '@lobby/shared-api';

/** The published address of a drawn giveaway's frozen entry list (CSV). */
export const giveawayDrawListUrl = (id: number) => siteUrl(`api/r/giveaways/${id}/draw-list`);

/** GET /api/r/giveaways/{id}/draw-list — the frozen entry list exactly as hashed (text). */
export const getGiveawayDrawList = (id: number) => api.get(giveawayDrawListUrl(id)).text();
