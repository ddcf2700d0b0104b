import type { MigrationSet } from '../../../../core/db/migrations';
import * as founding0200 from './20260101000200-engagement';
import * as matchDecided from './20261123120100-engagement-match-decided';

export const TOURNAMENT_MIGRATIONS: MigrationSet = {
  '20260101000200-engagement': founding0200,
  '20261123120100-engagement-match-decided': matchDecided,
};
