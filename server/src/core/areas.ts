import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { ActivitySource } from './activity/sources';
import type { MigrationSet } from './db/migrations';
import type { MemberDetailsSource } from './members/details';
import type { PayoutSource } from './payouts/total';
import type { Providers } from './providers';
import type { JobDefinition } from './scheduler/types';
import type { StoredSecrets } from './secrets/stored';
import type { SeedStep } from './seed/context';

/**
 * What an area brings to the platform, exported as the default of `areas/<area>/index.ts` and
 * listed once in `areas/index.ts`. The app registers `routes` under the base path; the migrator
 * runs `migrations` merged with the core's in name order; the demo seed runs `seed` with every
 * other step in order; `register` runs once at start (startPlatform in platform.ts): importing
 * an area has no side effect. An area's tables join the Database type in `database.ts`.
 */
export interface AreaModule {
  /** The area's name, the same as its remote's: 'community', 'engagement', … */
  name: string;
  /** A Fastify plugin registering every route of the area under its full paths ('/api/r/store'). */
  routes: FastifyPluginAsync;
  /**
   * The area's migrations by timestamped name (`YYYYMMDDHHMMSS-<area>-<what>`), one set per
   * feature: two features may each hold their part of a founding migration (FOUNDING_MIGRATIONS).
   */
  migrations: readonly MigrationSet[];
  /** The area's steps of the demo seed. */
  seed: readonly SeedStep[];
  /** What the area adds to a member's recent activity. */
  activity?: readonly ActivitySource[];
  /** What the area adds to a member's record in Admin › Members (e.g. casino names). */
  memberDetails?: readonly MemberDetailsSource[];
  /** What the area has paid out (the home page's total given away). */
  payouts?: readonly PayoutSource[];
  /** The area's timed jobs, run by the core scheduler (one process at a time, by a lease). */
  jobs?: readonly JobDefinition[];
  /** Where the area stores secrets (sealed under SECRET_KEY; see core/secrets). */
  storedSecrets?: readonly StoredSecrets[];
  /** The area's upload folders served publicly under /media/uploads/<folder>/ (images only). */
  publicUploadFolders?: readonly string[];
  /** Every table a cached read of the area is made of (core/cache: their writes invalidate it). */
  cachedTables?: readonly string[];
  /** What the area offers the core and the other areas (core/providers.ts), by name. */
  provides?: Partial<Providers>;
  /** Subscribes the area's event handlers (core/events.ts); run once at start. */
  register?: () => void;
  /**
   * Subscribes the handlers that need one app's config, clock or log; run by buildApp for each
   * app it builds, after the routes. The area unsubscribes them on the app's close.
   */
  registerApp?: (app: FastifyInstance) => void;
}
