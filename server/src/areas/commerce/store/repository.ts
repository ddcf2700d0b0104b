import { sql } from 'kysely';
import type { StoreSort } from '@lobby/contract-commerce';
import type { Db } from '../../../core/db';
import type { StoreItemRow } from './tables';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Active items with their redemption counts, filtered and sorted. */
export async function listStoreItems(db: Db, search: string, sort: StoreSort) {
  let q = db
    .selectFrom('store_items as i')
    .selectAll('i')
    .select((eb) =>
      eb
        .selectFrom('store_redemptions as r')
        .whereRef('r.item_id', '=', 'i.id')
        .select((e) => e.fn.countAll<number>().as('c'))
        .as('purchases_count'),
    )
    .where('i.active', '=', 1);
  if (search) {
    const pattern = `%${escapeLike(search.toLowerCase())}%`;
    q = q.where((eb) =>
      eb.or([
        eb(sql`lower(i.name)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(i.description)`, 'like', sql`${pattern} escape '\\'`),
      ]),
    );
  }
  switch (sort) {
    case 'price_asc':
      q = q.orderBy('i.cost', 'asc').orderBy('i.id', 'asc');
      break;
    case 'price_desc':
      q = q.orderBy('i.cost', 'desc').orderBy('i.id', 'asc');
      break;
    case 'popular':
      q = q.orderBy('purchases_count', 'desc').orderBy('i.id', 'asc');
      break;
    default:
      q = q.orderBy('i.created_at', 'desc').orderBy('i.id', 'desc');
  }
  return q.execute();
}

/** The member's purchase count per item (a refunded purchase no longer counts toward a limit). */
export async function countUserPurchases(db: Db, userId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('store_redemptions')
    .where('user_id', '=', userId)
    .where('refunded_at', 'is', null)
    .groupBy('item_id')
    .select((eb) => ['item_id', eb.fn.countAll<number>().as('c')])
    .execute();
  return new Map(rows.map((r) => [r.item_id, Number(r.c)]));
}

export async function countUserItemPurchases(
  db: Db,
  userId: number,
  itemId: number,
): Promise<number> {
  const r = await db
    .selectFrom('store_redemptions')
    .where('user_id', '=', userId)
    .where('item_id', '=', itemId)
    .where('refunded_at', 'is', null)
    .select((eb) => eb.fn.countAll<number>().as('c'))
    .executeTakeFirst();
  return Number(r?.c ?? 0);
}

export async function findActiveItem(db: Db, id: number): Promise<StoreItemRow | undefined> {
  return db
    .selectFrom('store_items')
    .selectAll()
    .where('id', '=', id)
    .where('active', '=', 1)
    .executeTakeFirst();
}

/** Takes one from stock unless it is empty; returns the new quantity or null. */
export async function takeOneFromStock(db: Db, id: number): Promise<number | null> {
  const r = await db
    .updateTable('store_items')
    .set({ quantity: sql`quantity - 1` })
    .where('id', '=', id)
    .where('quantity', '>', 0)
    .returning('quantity')
    .executeTakeFirst();
  return r ? Number(r.quantity) : null;
}

export async function insertRedemption(
  db: Db,
  v: { item_id: number; user_id: number; cost: number; created_at: string },
) {
  return db
    .insertInto('store_redemptions')
    .values({ ...v, is_processed: 0, refunded_at: null })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Redemptions joined with their item and member, newest first. */
interface RedemptionFilter {
  userId?: number;
  id?: number;
  status?: 'pending' | 'processed' | 'refunded';
}

/** The redemptions (with their item and member) a filter keeps. */
function filteredRedemptions(db: Db, opts: RedemptionFilter) {
  let q = db
    .selectFrom('store_redemptions as r')
    .innerJoin('store_items as i', 'i.id', 'r.item_id')
    .innerJoin('users as u', 'u.id', 'r.user_id');
  if (opts.userId !== undefined) q = q.where('r.user_id', '=', opts.userId);
  if (opts.id !== undefined) q = q.where('r.id', '=', opts.id);
  if (opts.status === 'refunded') q = q.where('r.refunded_at', 'is not', null);
  else if (opts.status)
    q = q
      .where('r.refunded_at', 'is', null)
      .where('r.is_processed', '=', opts.status === 'processed' ? 1 : 0);
  return q;
}

/** Redemptions newest first (id breaks ties, so pages never overlap). */
export async function listRedemptions(
  db: Db,
  opts: RedemptionFilter & { limit?: number; offset?: number },
) {
  let q = filteredRedemptions(db, opts)
    .select([
      'r.id',
      'r.is_processed',
      'r.refunded_at',
      'r.created_at',
      'r.cost',
      'i.id as item_id',
      'i.name as item_name',
      'i.image as item_image',
      'i.description as item_description',
      'u.id as user_id',
      'u.username',
      'u.avatar',
      'u.discord_id',
    ])
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc');
  if (opts.limit !== undefined) q = q.limit(opts.limit);
  if (opts.offset !== undefined) q = q.offset(opts.offset);
  return q.execute();
}

/** How many redemptions a filter keeps. */
export async function countRedemptions(db: Db, opts: RedemptionFilter): Promise<number> {
  const row = await filteredRedemptions(db, opts)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export type RedemptionJoinRow = Awaited<ReturnType<typeof listRedemptions>>[number];
