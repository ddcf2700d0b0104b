import type { MigrationSet } from '../../../../core/db/migrations';
import * as tickets from './20260101000400-support';

/** The tickets' tables (its name is the one databases recorded before the areas existed). */
export const TICKET_MIGRATIONS: MigrationSet = {
  '20260101000400-support': tickets,
};
