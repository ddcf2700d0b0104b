import type { MigrationSet } from '../../../../core/db/migrations';
import * as founding0300 from './20260101000300-commerce';

/** VIP tiers and claims. */
export const VIP_MIGRATIONS: MigrationSet = {
  '20260101000300-commerce': founding0300,
};
