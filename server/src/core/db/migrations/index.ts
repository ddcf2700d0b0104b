import type { Migration, MigrationProvider } from 'kysely';
import type { DialectName } from '../index';
import * as core from './20260101000000-core';
import * as leaderboards from './20260101000100-leaderboards';
import * as engagement from './20260101000200-engagement';
import * as commerce from './20260101000300-commerce';
import * as oauthStates from './20260102000000-oauth-states';
import * as audit from './20261123000000-core-audit';
import * as rateLimits from './20261123000000-core-rate-limits';
import * as schedulerRuns from './20261123093000-core-scheduler-runs';
import * as memberBans from './20261123093100-core-member-bans';
import * as remoteOverrides from './20261123120000-core-remote-overrides';
import * as overlayKeys from './20261123140000-core-overlay-keys';
import * as kickChat from './20261123150000-core-kick-chat';
import * as payouts from './20261123150200-core-payouts';
import * as announcements from './20261123150300-core-announcements';
import * as schedulerPartial from './20261126221500-core-scheduler-partial';
import type { LobbyMigration } from './helpers';

/** Migrations by their timestamped name (the name Kysely records as applied). */
export type MigrationSet = Record<string, LobbyMigration>;

/**
 * The platform's migrations. The first four came before the areas existed and create tables of
 * several areas at once; they stay here under their recorded names (renaming or splitting them
 * would make existing databases run them again). New tables go in their area's own migrations
 * folder (areas/<area>/<feature>/migrations), named `YYYYMMDDHHMMSS-<area>-<what>`.
 */
export const CORE_MIGRATIONS: MigrationSet = {
  '20260101000000-core': core,
  '20260101000100-leaderboards': leaderboards,
  '20260101000200-engagement': engagement,
  '20260101000300-commerce': commerce,
  '20260102000000-oauth-states': oauthStates,
  '20261123000000-core-audit': audit,
  '20261123000000-core-rate-limits': rateLimits,
  '20261123093000-core-scheduler-runs': schedulerRuns,
  '20261123093100-core-member-bans': memberBans,
  '20261123120000-core-remote-overrides': remoteOverrides,
  '20261123140000-core-overlay-keys': overlayKeys,
  '20261123150000-core-kick-chat': kickChat,
  '20261123150200-core-payouts': payouts,
  '20261123150300-core-announcements': announcements,
  '20261126221500-core-scheduler-partial': schedulerPartial,
};

const NAME = /^\d{14}-[a-z0-9-]+$/;

/**
 * One ordered set from the core's and every area's migrations. Names must be timestamped and
 * unique across all of them (Kysely runs them in name order and records each name once).
 */
export function mergeMigrations(sets: { owner: string; migrations: MigrationSet }[]): MigrationSet {
  const merged: MigrationSet = {};
  const ownerOf = new Map<string, string>();
  for (const { owner, migrations } of sets) {
    for (const [name, migration] of Object.entries(migrations)) {
      if (!NAME.test(name))
        throw new Error(`Migration '${name}' of ${owner} is not named YYYYMMDDHHMMSS-<what>`);
      const other = ownerOf.get(name);
      if (other) throw new Error(`Migration '${name}' exists twice (${other} and ${owner})`);
      ownerOf.set(name, owner);
      merged[name] = migration;
    }
  }
  return Object.fromEntries(Object.entries(merged).sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** A static provider (no folder scan, so it works the same under tsx, jest and bundlers). */
export function migrationProvider(
  dialect: DialectName,
  migrations: MigrationSet,
): MigrationProvider {
  return {
    async getMigrations() {
      const out: Record<string, Migration> = {};
      for (const [name, m] of Object.entries(migrations)) {
        out[name] = { up: (db) => m.up(db, dialect), down: (db) => m.down(db, dialect) };
      }
      return out;
    },
  };
}
