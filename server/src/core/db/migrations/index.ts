import type { Kysely, Migration, MigrationProvider } from 'kysely';
import * as support from '../../../areas/support/tickets/migrations/20260101000400-support';
import type { DialectName } from '../index';
import * as core from './20260101000000-core';
import * as leaderboards from './20260101000100-leaderboards';
import * as engagement from './20260101000200-engagement';
import * as commerce from './20260101000300-commerce';
import * as oauthStates from './20260102000000-oauth-states';

interface DialectMigration {
  up(db: Kysely<any>, dialect: DialectName): Promise<void>;
  down(db: Kysely<any>, dialect: DialectName): Promise<void>;
}

/** Every migration, by timestamped name. New migrations are imported and added here. */
export const MIGRATIONS: Record<string, DialectMigration> = {
  '20260101000000-core': core,
  '20260101000100-leaderboards': leaderboards,
  '20260101000200-engagement': engagement,
  '20260101000300-commerce': commerce,
  '20260101000400-support': support,
  '20260102000000-oauth-states': oauthStates,
};

/** A static provider (no folder scan, so it works the same under tsx, jest and bundlers). */
export function migrationProvider(dialect: DialectName): MigrationProvider {
  return {
    async getMigrations() {
      const out: Record<string, Migration> = {};
      for (const [name, m] of Object.entries(MIGRATIONS)) {
        out[name] = { up: (db) => m.up(db, dialect), down: (db) => m.down(db, dialect) };
      }
      return out;
    },
  };
}
