import type { Generated, Selectable } from 'kysely';
import type { Bool, RoleName } from '../../../core/db/tables';

export interface StoreItemsTable {
  id: Generated<number>;
  name: string;
  description: string;
  image: string | null;
  cost: number;
  quantity: number;
  required_role: RoleName | null;
  max_purchases_per_user: number | null;
  active: Bool;
  created_at: string;
}

export interface StoreRedemptionsTable {
  id: Generated<number>;
  item_id: number;
  user_id: number;
  cost: number;
  is_processed: Bool;
  processed_at: string | null;
  /** Set when staff refunded it (points and stock given back). */
  refunded_at: string | null;
  created_at: string;
}

/** The tables this feature owns, composed into the Database type (server/src/database.ts). */
export interface StoreTables {
  store_items: StoreItemsTable;
  store_redemptions: StoreRedemptionsTable;
}

export type StoreItemRow = Selectable<StoreItemsTable>;
