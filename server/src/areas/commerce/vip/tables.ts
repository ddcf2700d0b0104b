import type { Generated } from 'kysely';
import type { Bool } from '../../../core/db/tables';

export interface VipTiersTable {
  id: Generated<number>;
  platform_id: number;
  name: string;
  description: string;
  min_wagered: number;
  reward_type: 'points' | 'cash';
  /** cents for cash, points for points */
  reward_amount: number;
  sort_order: number;
  active: Bool;
}

export interface VipClaimsTable {
  id: Generated<number>;
  user_id: number;
  tier_id: number;
  reward_type: 'points' | 'cash';
  reward_amount: number;
  wagered_amount_at_claim: number;
  processed: Bool;
  processed_at: string | null;
  created_at: string;
}

/** The tables this feature owns, composed into the Database type (server/src/database.ts). */
export interface VipTables {
  vip_tiers: VipTiersTable;
  vip_claims: VipClaimsTable;
}
