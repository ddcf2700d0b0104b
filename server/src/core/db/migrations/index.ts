import type { Migration, MigrationProvider } from 'kysely';
import type { DialectName } from '../index';
import * as core from './20260101000000-core';
import * as leaderboards from './20260101000100-leaderboards';
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
import * as remoteReleases from './20261127040000-core-remote-releases';
import * as payoutsPlatformRef from './20261127073000-core-payouts-platform-ref';
import type { LobbyMigration } from './helpers';

/** Migrations by their timestamped name (the name Kysely records as applied). */
export type MigrationSet = Record<string, LobbyMigration>;

/**
 * The first migrations, recorded before the areas existed: each created tables of several areas.
 * Their names stay (a database that recorded one never runs it again), and each owner (the core,
 * an area's feature) keeps its part of one in its own migrations folder under the same name:
 * mergeMigrations runs the parts of a name as one migration, in the order of the sets it is
 * given (the core first, then the areas in AREAS order), and reverts them in reverse. The tables
 * and indexes are the same as the single files made. No other name may have parts.
 */
export const FOUNDING_MIGRATIONS: readonly string[] = [
  '20260101000000-core',
  '20260101000100-leaderboards',
  '20260101000200-engagement',
  '20260101000300-commerce',
];

/**
 * The core's migrations: its own tables only. An area's are in its features' folders
 * (areas/<area>/<feature>/migrations), named `YYYYMMDDHHMMSS-<area>-<what>`.
 */
export const CORE_MIGRATIONS: MigrationSet = {
  '20260101000000-core': core,
  '20260101000100-leaderboards': leaderboards,
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
  '20261127040000-core-remote-releases': remoteReleases,
  '20261127073000-core-payouts-platform-ref': payoutsPlatformRef,
};

const NAME = /^\d{14}-[a-z0-9-]+$/;

/**
 * One ordered set from the core's and every area's migrations. Names must be timestamped and
 * unique across all of them (Kysely runs them in name order and records each name once), but for
 * the parts of a founding migration (FOUNDING_MIGRATIONS), run as one.
 */
export function mergeMigrations(
  sets: { owner: string; migrations: MigrationSet }[],
  founding: readonly string[] = FOUNDING_MIGRATIONS,
): MigrationSet {
  const parts = new Map<string, LobbyMigration[]>();
  const ownerOf = new Map<string, string>();
  for (const { owner, migrations } of sets) {
    for (const [name, migration] of Object.entries(migrations)) {
      if (!NAME.test(name))
        throw new Error(`Migration '${name}' of ${owner} is not named YYYYMMDDHHMMSS-<what>`);
      const other = ownerOf.get(name);
      if (other && !founding.includes(name))
        throw new Error(`Migration '${name}' exists twice (${other} and ${owner})`);
      ownerOf.set(name, owner);
      parts.set(name, [...(parts.get(name) ?? []), migration]);
    }
  }
  const merged: MigrationSet = {};
  for (const [name, list] of parts)
    merged[name] =
      list.length === 1
        ? list[0]!
        : {
            async up(db, dialect) {
              for (const part of list) await part.up(db, dialect);
            },
            async down(db, dialect) {
              for (const part of [...list].reverse()) await part.down(db, dialect);
            },
          };
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
