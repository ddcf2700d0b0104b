// VIP rewards as staff see them: the claims queue, the tiers and members' wager totals. The
// claims queue takes the store's queue query (adminQueueQuerySchema in store-admin.ts).
import { z } from 'zod';
import { idSchema, multiLineText, singleLineText } from '@lobby/shared-api/contract';
import type { PagedResponse } from '@lobby/shared-api/contract';
import type { StoreRole } from './store';
import type { VipClaim, VipRewardType } from './vip';

// ---------------------------------------------------------------------------------------------
// Admin › VIP › Claims
// ---------------------------------------------------------------------------------------------

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
