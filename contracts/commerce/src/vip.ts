// VIP rewards: wager-based tiers per platform with a cash or points reward. Amounts of money are
// dollars; a points reward is whole points.
import { z } from 'zod';
import { idSchema } from '@lobby/shared-api/contract';
import type { MemberPayout } from '@lobby/shared-api/contract';

export * from './vip-rules';

export type VipRewardType = 'points' | 'cash';

export interface VipTier {
  id: number;
  name: string;
  description: string;
  /** Dollars wagered on the tier's platform needed to claim. */
  min_wagered: number;
  reward_type: VipRewardType;
  /** Dollars for cash, points for points. */
  reward_amount: number;
  /** The member has wagered at least min_wagered. */
  eligible: boolean;
  /** Eligible and not yet claimed. */
  can_claim: boolean;
  already_claimed: boolean;
}

export interface VipPlatformTiers {
  platform: { id: number; name: string; image: string | null };
  /** Dollars the member wagered on the platform (0 for visitors). */
  user_wagered: number;
  tiers: VipTier[];
}

export interface VipClaim {
  id: number;
  tier: { id: number; name: string; description: string; platform: string };
  reward_type: VipRewardType;
  reward_amount: number;
  /** Dollars. */
  wagered_amount_at_claim: number;
  processed: boolean;
  created_at: string;
  /**
   * The automatic payout of a cash reward (Admin › Payouts) to the member's verified casino
   * name; null or absent when it is paid by hand.
   */
  payout?: MemberPayout | null;
}

/** GET /api/r/vip-rewards */
export interface VipRewardsResponse {
  success: true;
  data: {
    /** null for visitors. */
    user_stats: { total_wagered: number; favorite_platform: { name: string } | null } | null;
    /** Keyed by platform name, in the platforms' order. */
    tiers_by_platform: Record<string, VipPlatformTiers>;
    recent_claims: VipClaim[];
  };
}

/** GET /api/r/vip-rewards/history */
export interface VipHistoryResponse {
  success: true;
  data: VipClaim[];
}

/** POST /api/r/vip-rewards/{tierId}/claim */
export interface VipClaimResponse {
  success: true;
  message: string;
  data: { claim: VipClaim; user_points: number };
}

/** POST /api/r/vip-rewards/{tierId}/claim — a positive whole tier id. */
export const vipTierParamSchema = z.object({
  tierId: idSchema('Tier id must be a number', 'Tier id must be a number'),
});
