import type { Db } from '../../core/db';

// What the engagement area announces (bonus hunts, tournaments and giveaways), added to the platform's events
// (core/events.ts): any area may hear them by name, without importing this one.
declare module '../../core/events' {
  interface PlatformEvents {
    /** A member made a bonus hunt prediction. */
    'hunt-prediction': { db: Db; userId: number; huntId: number; at: Date };
    /** A hunt ended and these members had the closest prediction. */
    'hunt-closest-prediction': { db: Db; userIds: number[]; huntId: number; at: Date };
    /** A member made a tournament prediction. */
    'tournament-prediction': { db: Db; userId: number; tournamentId: number; at: Date };
    /** A member predicted every match of a tournament round right. */
    'perfect-bracket-round': { db: Db; userId: number; tournamentId: number; at: Date };
    /** A member won a giveaway. */
    'giveaway-win': { db: Db; userId: number; giveawayId: number; at: Date };
    /** Staff opened a giveaway (created it accepting entries). */
    'giveaway-opened': {
      db: Db;
      giveawayId: number;
      title: string;
      endsAt: string;
      /** The chat keyword that enters it, when it accepts chat entries. */
      chatKeyword: string | null;
      at: Date;
    };
    /** A giveaway was drawn: its winners' public names in place order. */
    'giveaway-drawn': {
      db: Db;
      giveawayId: number;
      title: string;
      winners: string[];
      at: Date;
    };
    /** A bonus hunt was completed with its result (cents) and closest predictors. */
    'hunt-completed': {
      db: Db;
      huntId: number;
      name: string;
      startCents: number;
      endCents: number;
      /** Public names of the best predictions, in rank order. */
      topPredictors: string[];
      at: Date;
    };
  }
}
