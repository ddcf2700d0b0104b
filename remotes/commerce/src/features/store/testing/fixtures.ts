import type { Redemption, StoreItem, StoreResponse } from '@lobby/contract-commerce';
import { sessionUser } from '@lobby/shared-api/testing';

export const member = sessionUser({ global_name: 'Ace', email: 'ace@example.com', points: 100 });

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
