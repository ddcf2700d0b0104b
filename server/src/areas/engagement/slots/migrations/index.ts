import type { MigrationSet } from '../../../../core/db/migrations';
import * as founding0100 from './20260101000100-leaderboards';

/** The slot catalogue. */
export const SLOT_MIGRATIONS: MigrationSet = {
  '20260101000100-leaderboards': founding0100,
};
