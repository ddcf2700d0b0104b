import type { MigrationSet } from '../../../../core/db/migrations';
import * as founding0300 from './20260101000300-commerce';
import * as redemptionRefunds from './20261123130000-commerce-redemption-refunds';

/** The point store and its redemptions. */
export const STORE_MIGRATIONS: MigrationSet = {
  '20260101000300-commerce': founding0300,
  '20261123130000-commerce-redemption-refunds': redemptionRefunds,
};
