// The point store as staff see it: the redemptions queue, the items and their images.
import { z } from 'zod';
import {
  idSchema,
  multiLineText,
  pagedQuerySchema,
  singleLineText,
} from '@lobby/shared-api/contract';
import type { PagedResponse } from '@lobby/shared-api/contract';
import type { Redemption, StoreRole } from './store';

/** GET /api/admin/commerce/store/redemptions.csv?status= (the whole list). */
export const adminQueueFilterSchema = z.object({
  status: z
    .enum(['pending', 'processed', 'refunded', 'all'], {
      message: 'Status must be one of pending, processed, refunded, all',
    })
    .optional()
    .default('pending'),
});

/** GET /api/admin/commerce/store/redemptions and /vip/claims ?status=&page=&per_page= */
export const adminQueueQuerySchema = pagedQuerySchema.extend(adminQueueFilterSchema.shape);
export type AdminQueueQuery = z.infer<typeof adminQueueQuerySchema>;

/** /{id}/process, /{id}/refund, /{id}/pay */
export const adminIdParamSchema = z.object({
  id: idSchema('Id must be a number', 'Id must be a number'),
});

/** One page of the redemptions queue. */
export type AdminRedemptionsResponse = PagedResponse<Redemption>;
export interface AdminRedemptionResponse {
  success: true;
  message: string;
  data: Redemption;
}
// ---------------------------------------------------------------------------------------------
// Admin › Store items
// ---------------------------------------------------------------------------------------------

/** Where uploaded store images are served from; an item's image is one of these, or kept as is. */
export const STORE_IMAGE_PREFIX = '/media/uploads/store/';
export const STORE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const STORE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const STORE_IMAGE_TYPE_MESSAGE = 'Upload a PNG, JPEG, WebP or GIF image.';
export const STORE_IMAGE_SIZE_MESSAGE = 'The image is larger than 5 MB.';
export const STORE_IMAGE_DIMENSIONS_MESSAGE = 'The image may be at most 4096 pixels on each side.';
export const STORE_IMAGE_UNREADABLE_MESSAGE = 'The image could not be read.';

/** The largest cost, stock or per-member limit an item may have. */
export const STORE_MAX_NUMBER = 1_000_000_000;

const STORE_ROLES = ['member', 'vip', 'moderator', 'admin'] as const;

const wholeNumber = (label: string, min: number) =>
  z
    .number({ message: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(STORE_MAX_NUMBER, `${label} must be at most ${STORE_MAX_NUMBER.toLocaleString('en-US')}`);

/** POST /api/admin/commerce/store/items and PUT …/items/{id}. */
export const adminStoreItemSchema = z.object({
  name: singleLineText({ message: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(100, 'Name must be at most 100 characters'),
  description: multiLineText({ message: 'Description must be text' })
    .trim()
    .max(1000, 'Description must be at most 1000 characters')
    .default(''),
  /** A path answered by the image upload, the item's current image, or null. */
  image: singleLineText({ message: 'Image must be an uploaded image' })
    .max(500, 'Image must be an uploaded image')
    .nullable()
    .default(null),
  cost: wholeNumber('Cost', 0),
  quantity: wholeNumber('Stock', 0),
  max_purchases_per_user: wholeNumber('Limit per member', 1).nullable().default(null),
  required_role: z
    .enum(STORE_ROLES, { message: 'Required role must be one of member, vip, moderator, admin' })
    .nullable()
    .default(null),
  hidden: z.boolean({ message: 'Hidden must be true or false' }).default(false),
});
export type AdminStoreItemInput = z.input<typeof adminStoreItemSchema>;

/** An item as staff see it (hidden ones too). */
export interface AdminStoreItem {
  id: number;
  name: string;
  description: string;
  /** The stored value (what the form sends back). */
  image_path: string | null;
  /** The address the browser loads. */
  image: string | null;
  cost: number;
  quantity: number;
  required_role: StoreRole | null;
  max_purchases_per_user: number | null;
  hidden: boolean;
  /** Redemptions not refunded. */
  redemptions_count: number;
  pending_count: number;
  created_at: string;
}

/** GET /api/admin/commerce/store/items?page=&per_page= */
export const adminStoreItemsQuerySchema = pagedQuerySchema;

/** One page of the store's items (hidden ones too). */
export type AdminStoreItemsResponse = PagedResponse<AdminStoreItem>;
export interface AdminStoreItemResponse {
  success: true;
  message?: string;
  data: AdminStoreItem;
}
/** POST /api/admin/commerce/store/images (multipart `image`). */
export interface AdminStoreImageResponse {
  success: true;
  data: { path: string; url: string };
}
