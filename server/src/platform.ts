// The platform: the core and every area, composed once for the app, the migrator and the seed.
import type { Kysely } from 'kysely';
import { AREAS } from './areas';
import { dailyClaimActivity } from './core/accounts/daily-claim';
import type { ActivitySource } from './core/activity/sources';
import type { Database, DialectName } from './core/db';
import * as migrate from './core/db/migrate';
import { CORE_MIGRATIONS, mergeMigrations } from './core/db/migrations';
import type { MigrationSet } from './core/db/migrations';
import type { MemberDetailsSource } from './core/members/details';
import type { PayoutSource } from './core/payouts/total';
import { registerProviders } from './core/providers';
import { CORE_JOBS } from './core/scheduler/core-jobs';
import type { JobDefinition } from './core/scheduler/types';
import { CORE_STORED_SECRETS, resealStoredSecrets, secretBox } from './core/secrets';
import type { StoredSecrets } from './core/secrets';
import { runSeed } from './core/seed';
import type { SeedOptions, SeedResult, SeedStep } from './core/seed';
import { CORE_SEED_STEPS } from './core/seed/steps';
import { CORE_PUBLIC_UPLOAD_FOLDERS } from './core/storage/storage';
import { feedsSeed } from './demo/feeds/seed';

export { AREAS };

let started = false;

/**
 * Wires the areas into the core, once per process, at start (buildApp, the seed): the providers
 * they offer (core/providers.ts) and their event handlers. Importing a module does neither.
 */
export function startPlatform(): void {
  if (started) return;
  started = true;
  registerProviders(AREAS);
  for (const area of AREAS) area.register?.();
}

/** The core's migrations and every area's, in name order. */
export const MIGRATIONS: MigrationSet = mergeMigrations([
  { owner: 'core', migrations: CORE_MIGRATIONS },
  ...AREAS.flatMap((a) =>
    a.migrations.map((migrations) => ({ owner: `area ${a.name}`, migrations })),
  ),
]);

/** The demo seed's steps: the core's, every area's and the demo fakes' (run in their order). */
export const SEED_STEPS: readonly SeedStep[] = [
  ...CORE_SEED_STEPS,
  ...AREAS.flatMap((a) => a.seed),
  feedsSeed,
];

/** What every area (and the core's daily claims) adds to a member's recent activity. */
export const ACTIVITY_SOURCES: readonly ActivitySource[] = [
  dailyClaimActivity,
  ...AREAS.flatMap((a) => a.activity ?? []),
];

/** What every area adds to a member's record in Admin › Members. */
export const MEMBER_DETAIL_SOURCES: readonly MemberDetailsSource[] = AREAS.flatMap(
  (a) => a.memberDetails ?? [],
);

/** What every area has paid out. */
export const PAYOUT_SOURCES: readonly PayoutSource[] = AREAS.flatMap((a) => a.payouts ?? []);

/** Every table an area's cached read is made of (the core's cache plugin adds its own). */
export const CACHED_TABLES: readonly string[] = AREAS.flatMap((a) => a.cachedTables ?? []);

/** The upload folders served publicly: the core's and every area's. */
export const PUBLIC_UPLOAD_FOLDERS: readonly string[] = [
  ...CORE_PUBLIC_UPLOAD_FOLDERS,
  ...AREAS.flatMap((a) => a.publicUploadFolders ?? []),
];

/** Every timed job: the core's and every area's (run by core/scheduler). */
export const JOBS: readonly JobDefinition[] = [...CORE_JOBS, ...AREAS.flatMap((a) => a.jobs ?? [])];

/** Applies every pending migration of the platform; answers the names applied. */
export const migrateToLatest = (db: Kysely<Database>, dialect: DialectName) =>
  migrate.migrateToLatest(db, dialect, MIGRATIONS);
/** Reverts the last applied migration. */
export const migrateDown = (db: Kysely<Database>, dialect: DialectName) =>
  migrate.migrateDown(db, dialect, MIGRATIONS);
/** Reverts every migration. */
export const migrateToNothing = (db: Kysely<Database>, dialect: DialectName) =>
  migrate.migrateToNothing(db, dialect, MIGRATIONS);

/** Fills an empty database with the demo community (`npm start`, `npm run seed`). */
export const seedDemo = (db: Kysely<Database>, opts: SeedOptions): Promise<SeedResult> => {
  startPlatform();
  return runSeed(db, SEED_STEPS, MIGRATIONS, opts);
};

/** Where the core and every area store secrets (sealed under SECRET_KEY). */
export const STORED_SECRETS: readonly StoredSecrets[] = [
  ...CORE_STORED_SECRETS,
  ...AREAS.flatMap((a) => a.storedSecrets ?? []),
];

/**
 * Seals the plain-text secrets left by older versions (at every start: it changes nothing once
 * they are sealed) or, with `rotate`, re-seals everything under the current SECRET_KEY.
 */
export const resealSecrets = (db: Kysely<Database>, opts: { rotate?: boolean } = {}) =>
  resealStoredSecrets(db, secretBox(), STORED_SECRETS, opts);
