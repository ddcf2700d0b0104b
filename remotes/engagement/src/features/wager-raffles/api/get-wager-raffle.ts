import type { WagerRaffleResponse } from '@lobby/contract-engagement';
import { getJson } from '@lobby/shared-api';

/** GET /api/r/wager-raffles/{id} — one raffle with the viewer's tickets and the draw record. */
export const getWagerRaffle = (id: number) =>
  getJson<WagerRaffleResponse>(`api/r/wager-raffles/${id}`);
