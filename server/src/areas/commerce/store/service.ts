import type { Kysely } from 'kysely';
import type {
  RedeemResponse,
  Redemption,
  StoreItem,
  StoreResponse,
  StoreSort,
} from '@lobby/contract-commerce';
import { withTransaction } from '../../../core/db';
import type { Db } from '../../../core/db';
import type { Database } from '../../../core/db';
import type { UserRow } from '../../../core/db/tables';
import { emit } from '../../../core/events';
import { HttpError, notFound, unprocessable } from '../../../core/http/errors';
import { InsufficientPointsError, changePoints } from '../../../core/ledger/points';
import { provider } from '../../../core/providers';
import { avatarUrl, mediaUrl } from '../../../core/uploads/media';
import { findUserById } from '../../../core/users/repository';
import { ROLE_LABEL, hasRoleAtLeast } from '../../../core/users/service';
import {
  countUserItemPurchases,
  countUserPurchases,
  findActiveItem,
  insertRedemption,
  listRedemptions,
  listStoreItems,
  takeOneFromStock,
} from './repository';
import type { RedemptionJoinRow } from './repository';

export const RECENT_LIMIT = 5;

export function toRedemption(basePath: string, r: RedemptionJoinRow): Redemption {
  return {
    id: r.id,
    item: {
      id: r.item_id,
      name: r.item_name,
      image: mediaUrl(basePath, r.item_image),
      cost: Number(r.cost),
      description: r.item_description,
    },
    is_processed: r.is_processed === 1,
    status: r.refunded_at ? 'refunded' : r.is_processed === 1 ? 'processed' : 'pending',
    created_at: r.created_at,
    user: { id: r.user_id, username: r.username, avatar: avatarUrl(basePath, r) },
  };
}

export async function getStore(
  db: Db,
  basePath: string,
  user: UserRow | null,
  search: string,
  sort: StoreSort,
): Promise<StoreResponse> {
  const items = await listStoreItems(db, search, sort);
  const mine = user ? await countUserPurchases(db, user.id) : new Map<number, number>();
  const store_items: StoreItem[] = items.map((i) => ({
    id: i.id,
    name: i.name,
    description: i.description,
    image: mediaUrl(basePath, i.image),
    cost: Number(i.cost),
    quantity: Number(i.quantity),
    required_role: i.required_role,
    max_purchases_per_user: i.max_purchases_per_user,
    user_purchases: mine.get(i.id) ?? 0,
    purchases_count: Number(i.purchases_count ?? 0),
    created_at: i.created_at,
  }));
  const community = await listRedemptions(db, { limit: RECENT_LIMIT });
  const recent = user ? await listRedemptions(db, { userId: user.id, limit: RECENT_LIMIT }) : [];
  const rewards = user ? await provider('rewards').pending(db, user.id, 'store-redemption') : [];
  return {
    success: true,
    user_points: user ? Number(user.points) : null,
    redemption_rewards: rewards.map((r) => ({
      title: r.title,
      points: r.points,
      min_balance: r.minBalance,
    })),
    store_items,
    recent_redemptions: recent.map((r) => toRedemption(basePath, r)),
    community_purchases: community.map((r) => toRedemption(basePath, r)),
  };
}

export async function getUserRedemptions(
  db: Db,
  basePath: string,
  userId: number,
): Promise<Redemption[]> {
  return (await listRedemptions(db, { userId })).map((r) => toRedemption(basePath, r));
}

/**
 * Redeems one item in a single transaction. The member's row is locked first by the conditional
 * points deduction, so the purchase-limit count after it sees every earlier purchase of this
 * member; stock is taken by a conditional decrement. Any failure rolls everything back.
 */
export async function redeem(
  db: Kysely<Database>,
  basePath: string,
  itemId: number,
  userId: number,
  nowIso: string,
): Promise<RedeemResponse> {
  return withTransaction(db, async (trx) => {
    const item = await findActiveItem(trx, itemId);
    if (!item) throw notFound('Item not found');
    const user = await findUserById(trx, userId);
    if (!user) throw new HttpError(401, 'Authentication required');
    if (item.required_role && !hasRoleAtLeast(user.role, item.required_role)) {
      throw unprocessable(`This item requires the ${ROLE_LABEL[item.required_role]} role`);
    }
    // Early answers in the spec's order; the statements below are what actually enforce them.
    if (Number(item.quantity) <= 0) throw unprocessable('Out of stock');
    const limit = item.max_purchases_per_user;
    if (limit != null && (await countUserItemPurchases(trx, userId, itemId)) >= limit) {
      throw unprocessable('Purchase limit reached');
    }

    const cost = Number(item.cost);
    let points: number;
    try {
      points = await changePoints(trx, {
        userId,
        delta: -cost,
        reason: 'store_redemption',
        refType: 'store_item',
        refId: itemId,
        at: new Date(nowIso),
      });
    } catch (error) {
      if (error instanceof InsufficientPointsError) throw unprocessable('Not enough points');
      throw error;
    }
    if (limit != null && (await countUserItemPurchases(trx, userId, itemId)) >= limit) {
      throw unprocessable('Purchase limit reached');
    }
    const quantity = await takeOneFromStock(trx, itemId);
    if (quantity == null) throw unprocessable('Out of stock');
    const row = await insertRedemption(trx, {
      item_id: itemId,
      user_id: userId,
      cost,
      created_at: nowIso,
    });

    await emit('store-redemption', {
      db: trx,
      userId,
      redemptionId: Number(row.id),
      at: new Date(nowIso),
    });
    // A first redemption's achievement may have credited points since the deduction.
    points = Number((await findUserById(trx, userId))?.points ?? points);
    const redemption = toRedemption(basePath, {
      id: row.id,
      is_processed: row.is_processed,
      refunded_at: row.refunded_at,
      created_at: row.created_at,
      cost,
      item_id: item.id,
      item_name: item.name,
      item_image: item.image,
      item_description: item.description,
      user_id: user.id,
      username: user.username,
      avatar: user.avatar,
      discord_id: user.discord_id,
    });
    return {
      success: true,
      message: `Successfully redeemed ${item.name}!`,
      data: { user_points: points, item_quantity: quantity, redemption },
    };
  });
}
