import type { Insertable } from 'kysely';
import type { Db } from '../../../core/db';
import type { StoreItemRow, StoreItemsTable } from './tables';

let counter = 0;

/** A store item (active, 10 in stock, 500 points, no role or limit unless given). */
export async function createStoreItem(
  db: Db,
  fields: Partial<Insertable<StoreItemsTable>> = {},
): Promise<StoreItemRow> {
  counter += 1;
  return db
    .insertInto('store_items')
    .values({
      name: `Item ${counter}`,
      description: `The item number ${counter}.`,
      image: null,
      cost: 500,
      quantity: 10,
      required_role: null,
      max_purchases_per_user: null,
      active: 1,
      created_at: new Date(Date.UTC(2026, 0, 1) + counter * 60_000).toISOString(),
      ...fields,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A redemption as the store records one (without taking stock or points: set those directly). */
export async function createRedemption(
  db: Db,
  v: { itemId: number; userId: number; cost?: number; at?: string; processed?: boolean },
): Promise<number> {
  const item = await db
    .selectFrom('store_items')
    .select('cost')
    .where('id', '=', v.itemId)
    .executeTakeFirstOrThrow();
  const r = await db
    .insertInto('store_redemptions')
    .values({
      item_id: v.itemId,
      user_id: v.userId,
      cost: v.cost ?? Number(item.cost),
      is_processed: v.processed ? 1 : 0,
      processed_at: null,
      created_at: v.at ?? new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(r.id);
}
