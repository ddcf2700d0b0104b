import type { MigrationSet } from '../../../../core/db/migrations';
import * as matchDecided from './20261123120100-engagement-match-decided';

export const TOURNAMENT_MIGRATIONS: MigrationSet = {
  '20261123120100-engagement-match-decided': matchDecided,
};
