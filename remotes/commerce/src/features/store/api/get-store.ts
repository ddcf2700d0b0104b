import type { StoreResponse, StoreSort } from '@lobby/contract-commerce';
import { getJson } from '@lobby/shared-api';

/** GET /api/r/store?search=&sort= (`signal` aborts it, e.g. when its query is cancelled). */
export const getStore = (
  params: { search?: string; sort?: StoreSort } = {},
  signal?: AbortSignal,
) => getJson<StoreResponse>('api/r/store', { query: params, signal });
