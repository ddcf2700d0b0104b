import type { MigrationSet } from '../../../../core/db/migrations';
import * as founding0000 from './20260101000000-core';

/** Achievements and the members who earned them. */
export const ACHIEVEMENT_MIGRATIONS: MigrationSet = {
  '20260101000000-core': founding0000,
};
