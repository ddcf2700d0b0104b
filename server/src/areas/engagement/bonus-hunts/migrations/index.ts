import type { MigrationSet } from '../../../../core/db/migrations';
import * as founding0200 from './20260101000200-engagement';
import * as huntResults from './20261123120000-engagement-hunt-results';
import * as huntPlayers from './20261127040000-engagement-hunt-players';

export const HUNT_MIGRATIONS: MigrationSet = {
  '20260101000200-engagement': founding0200,
  '20261123120000-engagement-hunt-results': huntResults,
  '20261127040000-engagement-hunt-players': huntPlayers,
};
