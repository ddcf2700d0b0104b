import type { CasinoLinksResponse } from '@lobby/contract-community';
import { getJson } from '@lobby/shared-api';

/** GET /api/r/casino-links — the platforms (each with its casino field and label) and the member's names. */
export const getCasinoLinks = () => getJson<CasinoLinksResponse>('api/r/casino-links');
