import type { MigrationSet } from '../../../../core/db/migrations';
import * as founding0000 from './20260101000000-core';

/** Contact messages. */
export const CONTACT_MIGRATIONS: MigrationSet = {
  '20260101000000-core': founding0000,
};
