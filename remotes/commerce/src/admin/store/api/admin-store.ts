import type {
  AdminRedemptionResponse,
  AdminRedemptionsResponse,
  AdminStoreImageResponse,
  AdminStoreItemInput,
  AdminStoreItemResponse,
  AdminStoreItemsResponse,
} from '@lobby/contract-commerce';
import { getJson, postJson, sendJson, siteUrl } from '@lobby/shared-api';

const BASE = 'api/admin/commerce/store';

export type RedemptionFilter = 'pending' | 'processed' | 'refunded' | 'all';

/** Admin › Store query keys ('commerce', 'admin', …). */
export const storeAdminKeys = {
  all: () => ['commerce', 'admin', 'store'] as const,
  items: (page = 1) => ['commerce', 'admin', 'store', 'items', 'page', page] as const,
  item: (id: number) => ['commerce', 'admin', 'store', 'items', id] as const,
  redemptions: (status: RedemptionFilter, page = 1) =>
    ['commerce', 'admin', 'store', 'redemptions', status, page] as const,
};

/** The public store's queries, refreshed after a staff change ('commerce', 'store', …). */
export const publicStoreKey = ['commerce', 'store'] as const;

export const getAdminStoreItems = (page = 1) =>
  getJson<AdminStoreItemsResponse>(`${BASE}/items`, { query: { page } });
export const getAdminStoreItem = (id: number) =>
  getJson<AdminStoreItemResponse>(`${BASE}/items/${id}`);
export const createStoreItem = (body: AdminStoreItemInput) =>
  postJson<AdminStoreItemResponse>(`${BASE}/items`, body);
export const updateStoreItem = (id: number, body: AdminStoreItemInput) =>
  sendJson<AdminStoreItemResponse>('put', `${BASE}/items/${id}`, body);

/** POST …/store/images (multipart `image`): the stored path for the item form. */
export function uploadStoreImage(file: File) {
  const form = new FormData();
  form.append('image', file);
  return sendJson<AdminStoreImageResponse>('post', `${BASE}/images`, form);
}

export const getAdminRedemptions = (status: RedemptionFilter, page = 1) =>
  getJson<AdminRedemptionsResponse>(`${BASE}/redemptions`, { query: { status, page } });
export const processRedemption = (id: number) =>
  postJson<AdminRedemptionResponse>(`${BASE}/redemptions/${id}/process`);
export const refundRedemption = (id: number) =>
  postJson<AdminRedemptionResponse>(`${BASE}/redemptions/${id}/refund`);
/** The CSV download address for the redemptions of a state. */
export const redemptionsCsvUrl = (status: RedemptionFilter) =>
  siteUrl(`${BASE}/redemptions.csv?status=${status}`);
