import type { MigrationSet } from '../../../../core/db/migrations';
import * as huntResults from './20261123120000-engagement-hunt-results';

export const HUNT_MIGRATIONS: MigrationSet = {
  '20261123120000-engagement-hunt-results': huntResults,
};
