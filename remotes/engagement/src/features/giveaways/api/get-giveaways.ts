import type { GiveawaysResponse } from '@lobby/contract-engagement';
import { getJson } from '@lobby/shared-api';

/** GET /api/r/giveaways — every giveaway, open ones first. */
export const getGiveaways = () => getJson<GiveawaysResponse>('api/r/giveaways');
