import type {
  AdminMemberWagersResponse,
  AdminStoreItem,
  AdminVipClaim,
  AdminVipPlatform,
  AdminVipTier,
  Redemption,
} from '@lobby/contract-commerce';

export function adminItem(over: Partial<AdminStoreItem> = {}): AdminStoreItem {
  return {
    id: 1,
    name: 'Signed Hoodie',
    description: 'Signed on stream.',
    image_path: null,
    image: null,
    cost: 2500,
    quantity: 4,
    required_role: null,
    max_purchases_per_user: null,
    hidden: false,
    redemptions_count: 0,
    pending_count: 0,
    created_at: '2026-11-20T12:00:00.000Z',
    ...over,
  };
}

export function adminRedemption(over: Partial<Redemption> = {}): Redemption {
  return {
    id: 41,
    item: { id: 1, name: 'Signed Hoodie', image: null, cost: 2500, description: '' },
    is_processed: false,
    status: 'pending',
    created_at: '2026-11-21T09:30:00.000Z',
    user: { id: 7, username: 'lucky_lu', avatar: null },
    ...over,
  };
}

export function adminTier(over: Partial<AdminVipTier> = {}): AdminVipTier {
  return {
    id: 11,
    platform_id: 1,
    name: 'Bronze',
    description: 'Wager $10,000 for 1,000 points.',
    min_wagered: 10000,
    reward_type: 'points',
    reward_amount: 1000,
    sort_order: 0,
    hidden: false,
    claims_count: 3,
    ...over,
  };
}

export function adminPlatforms(): AdminVipPlatform[] {
  return [
    {
      id: 1,
      name: 'Stake',
      image: null,
      active: true,
      tiers: [
        adminTier(),
        adminTier({
          id: 12,
          name: 'Silver',
          min_wagered: 50000,
          reward_type: 'cash',
          reward_amount: 25,
          sort_order: 1,
          claims_count: 0,
        }),
        adminTier({ id: 13, name: 'Gold', min_wagered: 150000, sort_order: 2, hidden: true }),
      ],
    },
    { id: 2, name: 'Roobet', image: null, active: true, tiers: [] },
  ];
}

export function adminClaim(over: Partial<AdminVipClaim> = {}): AdminVipClaim {
  return {
    id: 91,
    tier: { id: 12, name: 'Silver', description: '', platform: 'Stake' },
    reward_type: 'cash',
    reward_amount: 25,
    wagered_amount_at_claim: 61234.5,
    processed: false,
    created_at: '2026-11-22T18:00:00.000Z',
    user: { id: 7, username: 'lucky_lu' },
    ...over,
  };
}

export function memberWagers(): AdminMemberWagersResponse['data'] {
  return {
    user: { id: 7, username: 'lucky_lu', role: 'member', points: 4200 },
    platforms: [
      {
        platform: { id: 1, name: 'Stake' },
        total_wagered: 1234.56,
        updated_at: '2026-11-22T10:00:00.000Z',
        casino_names: [
          {
            username: 'LuckyLu77',
            status: 'verified',
            reviewed_at: '2026-11-10T10:00:00.000Z',
            periods: [
              {
                leaderboard_id: 5,
                period_start: '2026-11-16T00:00:00.000Z',
                period_end: '2026-11-23T00:00:00.000Z',
                wagered: 1234.56,
                counted: true,
              },
              {
                leaderboard_id: 4,
                period_start: '2026-11-01T00:00:00.000Z',
                period_end: '2026-11-08T00:00:00.000Z',
                wagered: 500,
                counted: false,
              },
            ],
          },
        ],
      },
    ],
    claims: [],
  };
}
