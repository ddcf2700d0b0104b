import type { MigrationSet } from '../../../../core/db/migrations';
import * as tickets from './20260101000400-support';
import * as staff from './20261123130000-support-ticket-staff';

/** The tickets' tables (its name is the one databases recorded before the areas existed). */
export const TICKET_MIGRATIONS: MigrationSet = {
  '20260101000400-support': tickets,
  '20261123130000-support-ticket-staff': staff,
};
