import type { Redemption, StoreItem, StoreResponse } from '@lobby/contract-commerce';
import type { SessionUser } from '@lobby/shared-api';

export const member: SessionUser = {
  id: 7,
  discord_id: null,
  username: 'ace',
  global_name: 'Ace',
  name: 'Ace',
  avatar: null,
  kick_username: null,
  email: 'ace@example.com',
  role: 'member',
  points: 100,
  xp: 0,
  last_daily_claim: null,
  last_daily_claim_day: null,
  time_zone: 'UTC',
};

let nextId = 1;

export function storeItem(patch: Partial<StoreItem> = {}): StoreItem {
  const id = patch.id ?? nextId++;
  return {
    id,
    name: `Item ${id}`,
    description: 'A reward for loyal viewers.',
    image: null,
    cost: 1000,
    quantity: 10,
    required_role: null,
    max_purchases_per_user: null,
    user_purchases: 0,
    purchases_count: 0,
    created_at: '2026-01-01T00:00:00.000Z',
    ...patch,
  };
}

export function redemption(patch: Partial<Redemption> & { itemName?: string } = {}): Redemption {
  const { itemName, ...rest } = patch;
  const id = rest.id ?? nextId++;
  return {
    id,
    item: { id: 1, name: itemName ?? `Reward ${id}`, image: null, cost: 500, description: '' },
    is_processed: false,
    status: rest.is_processed ? 'processed' : 'pending',
    created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    user: { id: 9, username: `viewer${id}`, avatar: null },
    ...rest,
  };
}

export function storeResponse(patch: Partial<StoreResponse> = {}): StoreResponse {
  return {
    success: true,
    user_points: null,
    redemption_rewards: [],
    store_items: [],
    recent_redemptions: [],
    community_purchases: [],
    ...patch,
  };
}
