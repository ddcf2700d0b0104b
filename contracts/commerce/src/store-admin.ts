import { z } from 'zod';
import {
  idSchema,
  multiLineText,
  pagedQuerySchema,
  singleLineText,
} from '@lobby/shared-api/contract';
import type { PagedResponse } from '@lobby/shared-api/contract';
import type { Redemption, StoreRole } from './store';
import type { VipClaim, VipRewardType } from './vip';

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
export interface AdminVipClaim extends VipClaim {
  user: { id: number; username: string };
}
/** One page of the VIP claims queue. */
export type AdminVipClaimsResponse = PagedResponse<AdminVipClaim>;
export interface AdminVipClaimResponse {
  success: true;
  message: string;
  data: AdminVipClaim;
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

// ---------------------------------------------------------------------------------------------
// Admin › VIP tiers
// ---------------------------------------------------------------------------------------------

/** The largest minimum wagered or cash reward, in dollars. */
export const VIP_MAX_DOLLARS = 100_000_000;
export const VIP_MAX_POINTS = 100_000_000;

const dollars = (label: string) =>
  z
    .number({ message: `${label} must be a number` })
    .min(0, `${label} must be at least 0`)
    .max(VIP_MAX_DOLLARS, `${label} must be at most ${VIP_MAX_DOLLARS.toLocaleString('en-US')}`)
    .refine(
      (n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6,
      `${label} has at most 2 decimals`,
    );

const positiveId = (label: string) => idSchema(`${label} is required`, `${label} is required`);

/** POST /api/admin/commerce/vip/tiers and PUT …/tiers/{id}. Amounts in dollars / points. */
export const adminVipTierSchema = z
  .object({
    platform_id: positiveId('Platform'),
    name: singleLineText({ message: 'Name is required' })
      .trim()
      .min(1, 'Name is required')
      .max(60, 'Name must be at most 60 characters'),
    description: multiLineText({ message: 'Description must be text' })
      .trim()
      .max(500, 'Description must be at most 500 characters')
      .default(''),
    min_wagered: dollars('Minimum wagered'),
    reward_type: z.enum(['points', 'cash'], { message: 'Reward type must be points or cash' }),
    reward_amount: dollars('Reward amount'),
    hidden: z.boolean({ message: 'Hidden must be true or false' }).default(false),
  })
  .superRefine((v, ctx) => {
    if (v.reward_type === 'points' && !Number.isInteger(v.reward_amount))
      ctx.addIssue({
        code: 'custom',
        path: ['reward_amount'],
        message: 'A points reward must be a whole number of points',
      });
    if (v.reward_amount <= 0)
      ctx.addIssue({
        code: 'custom',
        path: ['reward_amount'],
        message: 'Reward amount must be more than 0',
      });
  });
export type AdminVipTierInput = z.input<typeof adminVipTierSchema>;

/** PUT /api/admin/commerce/vip/tiers/order — a platform's tiers, every one, in their new order. */
export const adminVipOrderSchema = z.object({
  platform_id: positiveId('Platform'),
  tier_ids: z
    .array(positiveId('Tier'), { message: 'Tier ids must be a list' })
    .min(1, 'List the platform’s tiers')
    .max(200, 'Too many tiers')
    .refine((ids) => new Set(ids).size === ids.length, 'A tier is listed twice'),
});

export interface AdminVipTier {
  id: number;
  platform_id: number;
  name: string;
  description: string;
  /** Dollars. */
  min_wagered: number;
  reward_type: VipRewardType;
  /** Dollars for cash, points for points. */
  reward_amount: number;
  sort_order: number;
  hidden: boolean;
  claims_count: number;
}

export interface AdminVipPlatform {
  id: number;
  name: string;
  image: string | null;
  /** The platform is shown on the site (its tiers are only listed on /vip-rewards when it is). */
  active: boolean;
  tiers: AdminVipTier[];
}

/** GET /api/admin/commerce/vip/tiers */
export interface AdminVipTiersResponse {
  success: true;
  data: AdminVipPlatform[];
}
export interface AdminVipTierResponse {
  success: true;
  message?: string;
  data: AdminVipTier;
}

// ---------------------------------------------------------------------------------------------
// Admin › VIP › Member wagers
// ---------------------------------------------------------------------------------------------

/** GET /api/admin/commerce/vip/members?q= */
export const adminMemberSearchSchema = z.object({
  q: singleLineText().trim().max(32, 'Search is too long').optional().default(''),
});

export interface AdminWagerMember {
  id: number;
  username: string;
  role: StoreRole;
  /** Dollars, every platform together. */
  total_wagered: number;
}
export interface AdminWagerMembersResponse {
  success: true;
  data: AdminWagerMember[];
}

/** One feed period a casino name appeared in, and whether it counts toward the member's total. */
export interface AdminWagerPeriod {
  leaderboard_id: number;
  period_start: string;
  period_end: string;
  /** Dollars the feed reported for the casino name in the period. */
  wagered: number;
  /** False when the period had ended before the name was verified. */
  counted: boolean;
}

export interface AdminWagerCasinoName {
  username: string;
  status: 'pending' | 'verified' | 'rejected';
  reviewed_at: string | null;
  periods: AdminWagerPeriod[];
}

export interface AdminMemberWagerPlatform {
  platform: { id: number; name: string };
  /** Dollars: the total VIP tiers and wager raffles use. */
  total_wagered: number;
  updated_at: string | null;
  casino_names: AdminWagerCasinoName[];
}

/** GET /api/admin/commerce/vip/members/{id} */
export interface AdminMemberWagersResponse {
  success: true;
  data: {
    user: { id: number; username: string; role: StoreRole; points: number };
    platforms: AdminMemberWagerPlatform[];
    claims: VipClaim[];
  };
}
