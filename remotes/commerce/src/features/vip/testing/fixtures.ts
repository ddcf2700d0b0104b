import type { VipClaim, VipRewardsResponse, VipTier } from '@lobby/contract-commerce';

export function vipTier(fields: Partial<VipTier> = {}): VipTier {
  return {
    id: 1,
    name: 'Bronze',
    description: 'The first step.',
    min_wagered: 1000,
    reward_type: 'points',
    reward_amount: 500,
    eligible: false,
    can_claim: false,
    already_claimed: false,
    ...fields,
  };
}

export function vipClaim(fields: Partial<VipClaim> = {}): VipClaim {
  return {
    id: 1,
    tier: { id: 1, name: 'Bronze', description: 'The first step.', platform: 'Stake' },
    reward_type: 'points',
    reward_amount: 500,
    wagered_amount_at_claim: 1500,
    processed: true,
    created_at: '2026-11-20T12:00:00.000Z',
    ...fields,
  };
}

export function vipResponse(data: Partial<VipRewardsResponse['data']> = {}): VipRewardsResponse {
  return {
    success: true,
    data: { user_stats: null, tiers_by_platform: {}, recent_claims: [], ...data },
  };
}
