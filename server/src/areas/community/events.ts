import type { Db } from '../../core/db';

// What the community area announces (challenges and leaderboards), added to the platform's events
// (core/events.ts): any area may hear them by name, without importing this one.
declare module '../../core/events' {
  interface PlatformEvents {
    /** A moderator approved a member's challenge claim. */
    'challenge-approved': { db: Db; userId: number; challengeId: number; at: Date };
    /** A leaderboard period ended: its paid places (names masked when the platform masks them). */
    'leaderboard-period-ended': {
      db: Db;
      leaderboardId: number;
      platformName: string;
      currencySymbol: string;
      winners: { place: number; name: string; prizeCents: number }[];
      at: Date;
    };
  }
}
