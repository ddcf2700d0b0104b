import type { MigrationSet } from '../../../../core/db/migrations';
import * as draws from './20261123120000-engagement-giveaway-draws';

export const GIVEAWAY_MIGRATIONS: MigrationSet = {
  '20261123120000-engagement-giveaway-draws': draws,
};
