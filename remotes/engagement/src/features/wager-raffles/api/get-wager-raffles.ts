import type { WagerRafflesResponse } from '@lobby/contract-engagement';
import { getJson } from '@lobby/shared-api';

/** GET /api/r/wager-raffles — {active_raffles, ended_raffles}. */
export const getWagerRaffles = () => getJson<WagerRafflesResponse>('api/r/wager-raffles');
