import type { Db } from '../../core/db';

// What the commerce area announces (the store), added to the platform's events
// (core/events.ts): any area may hear them by name, without importing this one.
declare module '../../core/events' {
  interface PlatformEvents {
    /** A member redeemed a store item. */
    'store-redemption': { db: Db; userId: number; redemptionId: number; at: Date };
  }
}
