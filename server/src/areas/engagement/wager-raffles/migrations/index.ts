import type { MigrationSet } from '../../../../core/db/migrations';
import * as draws from './20261123120100-engagement-wager-raffle-draws';

export const WAGER_RAFFLE_MIGRATIONS: MigrationSet = {
  '20261123120100-engagement-wager-raffle-draws': draws,
};
