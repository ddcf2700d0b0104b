import type { StoreResponse, StoreSort } from '@lobby/contract-commerce';
import { getJson } from '@lobby/shared-api';

/** GET /api/r/store?search=&sort= */
export const getStore = (params: { search?: string; sort?: StoreSort } = {}) =>
  getJson<StoreResponse>('api/r/store', { query: params });
