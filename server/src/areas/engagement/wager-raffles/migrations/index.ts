import type { MigrationSet } from '../../../../core/db/migrations';
import * as founding0100 from './20260101000100-leaderboards';
import * as founding0200 from './20260101000200-engagement';
import * as draws from './20261123120100-engagement-wager-raffle-draws';

export const WAGER_RAFFLE_MIGRATIONS: MigrationSet = {
  '20260101000100-leaderboards': founding0100,
  '20260101000200-engagement': founding0200,
  '20261123120100-engagement-wager-raffle-draws': draws,
};
