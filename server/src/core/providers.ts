import type { AdminOverview } from '@lobby/shared-api/contract';
import type { Db } from './db';
import type { PlatformEventName } from './events';

/** One casino name of a member and the feed periods it appeared in (cents). */
export interface WagerSource {
  platformId: number;
  username: string;
  status: 'pending' | 'verified' | 'rejected';
  reviewedAt: string | null;
  periods: {
    leaderboardId: number;
    periodStart: string;
    periodEnd: string;
    /** Raw wagered cents the feed reported for the name in the period. */
    wagered: number;
    /** The name is verified and the period had not ended when it was: it counts (wageredBy). */
    counted: boolean;
  }[];
}

/** Members' wagered amounts from the casinos' feeds (VIP tiers, wager raffles). */
export interface WagerProvider {
  /** Raw wagered cents of a member on a platform in the periods that started in [from, to). */
  wageredBy(
    db: Db,
    userId: number,
    platformId: number,
    from?: Date | null,
    to?: Date | null,
  ): Promise<number>;
  /** Where a member's wagered totals come from, for staff (every casino name, every period). */
  wagerSources(db: Db, userId: number): Promise<WagerSource[]>;
  /** What wageredBy (all periods) answered at `at`, per member; members without a name left out. */
  wageredAsOf(
    db: Db,
    platformId: number,
    userIds: readonly number[],
    at: Date,
  ): Promise<Map<number, number>>;
}

/** The casino platforms (payouts pay on them; the admin overview shows their failing feeds). */
export interface PlatformProvider {
  /** Every platform, in display order. */
  list(db: Db): Promise<{ id: number; name: string }[]>;
  /** The member's verified casino name on a platform (only verified names are ever paid). */
  verifiedName(db: Db, userId: number, platformId: number): Promise<string | null>;
  /** Enabled feeds of active platforms that failed their latest syncs, the longest first. */
  failingFeeds(db: Db): Promise<AdminOverview['failing_feeds']>;
}

/** One reward that would come on top of what a member does (an achievement not unlocked yet). */
export interface PendingReward {
  title: string;
  points: number;
  /**
   * null: the event itself unlocks it; else a point tier, unlocked by a credit that leaves the
   * balance at or above this.
   */
  minBalance: number | null;
}

/** What members earn on top of what they do (the store's confirm dialog shows it beforehand). */
export interface RewardProvider {
  /** What `event` would unlock for the member now, and the point tiers a credit could reach. */
  pending(db: Db, userId: number, event: PlatformEventName): Promise<PendingReward[]>;
}

/**
 * What one area offers the core and the other areas, without any of them importing it: an area
 * offers a provider in its AreaModule (`provides`), the platform registers them at start
 * (registerProviders), and a user asks for it by name when it needs it (provider('wagers')).
 */
export interface Providers {
  wagers: WagerProvider;
  platforms: PlatformProvider;
  rewards: RewardProvider;
}

const offered: Partial<Providers> = {};

/** Registers what the areas offer (at start); two areas offering the same provider is an error. */
export function registerProviders(
  areas: readonly { name: string; provides?: Partial<Providers> }[],
): void {
  const by = new Map<string, string>();
  for (const area of areas)
    for (const [name, value] of Object.entries(area.provides ?? {})) {
      const other = by.get(name);
      if (other && other !== area.name)
        throw new Error(`Provider '${name}' is offered by both ${other} and ${area.name}`);
      by.set(name, area.name);
      Object.assign(offered, { [name]: value });
    }
}

/** A provider an area offers; throws when none does (a platform without that area). */
export function provider<K extends keyof Providers>(name: K): Providers[K] {
  const value = offered[name];
  if (!value) throw new Error(`No area offers the '${name}' provider`);
  return value as Providers[K];
}
