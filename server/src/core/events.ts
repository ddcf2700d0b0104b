import type { Db } from './db';

/**
 * Things that happened, announced by the part of the platform that made them happen and heard by
 * any area that cares — without either importing the other (the community area's achievements
 * hear the core's daily claim, the engagement area's predictions, the commerce area's
 * redemptions). Each event carries the transaction of the change: a handler writes in it, so the
 * change and what it caused commit together or not at all.
 */
export interface PlatformEvents {
  /** A member claimed the daily reward; `streak` is the run of consecutive days ending today. */
  'daily-claim': { db: Db; userId: number; streak: number; at: Date };
  /** A member linked a Kick account. */
  'kick-linked': { db: Db; userId: number; at: Date };
  /** A member's points balance went up (an area paid them); `balance` is the new one. */
  'points-earned': { db: Db; userId: number; balance: number; at: Date };
  /** A member made a bonus hunt prediction. */
  'hunt-prediction': { db: Db; userId: number; huntId: number; at: Date };
  /** A hunt ended and these members had the closest prediction. */
  'hunt-closest-prediction': { db: Db; userIds: number[]; huntId: number; at: Date };
  /** A member made a tournament prediction. */
  'tournament-prediction': { db: Db; userId: number; tournamentId: number; at: Date };
  /** A member predicted every match of a tournament round right. */
  'perfect-bracket-round': { db: Db; userId: number; tournamentId: number; at: Date };
  /** A member redeemed a store item. */
  'store-redemption': { db: Db; userId: number; redemptionId: number; at: Date };
  /** A member won a giveaway. */
  'giveaway-win': { db: Db; userId: number; giveawayId: number; at: Date };
  /** A moderator approved a member's challenge claim. */
  'challenge-approved': { db: Db; userId: number; challengeId: number; at: Date };
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
  /** A leaderboard period ended: its paid places (names masked when the platform masks them). */
  'leaderboard-period-ended': {
    db: Db;
    leaderboardId: number;
    platformName: string;
    currencySymbol: string;
    winners: { place: number; name: string; prizeCents: number }[];
    at: Date;
  };
  /** An automatic payout (core/payouts) reached the member's casino account. */
  'payout-sent': {
    db: Db;
    payoutId: number;
    userId: number;
    source: string;
    sourceRef: string;
    amountCents: number;
    at: Date;
  };
  /**
   * A message in the streamer's Kick chat (core/chat, from a verified webhook, once per Kick
   * message id). `text` is the viewer's raw words: plain text, never HTML.
   */
  'chat.message': {
    db: Db;
    messageId: string;
    kickUserId: string;
    username: string;
    text: string;
    at: Date;
  };
}

export type PlatformEventName = keyof PlatformEvents;
type Handler<K extends PlatformEventName> = (event: PlatformEvents[K]) => Promise<void>;

const handlers = new Map<PlatformEventName, Set<Handler<never>>>();

/** Subscribes to an event; answers the unsubscribe function. Subscribing twice is a no-op. */
export function on<K extends PlatformEventName>(name: K, handler: Handler<K>): () => void {
  let set = handlers.get(name);
  if (!set) handlers.set(name, (set = new Set()));
  set.add(handler as Handler<never>);
  return () => set.delete(handler as Handler<never>);
}

/**
 * Announces an event and waits for every handler, one after the other, inside the caller's
 * transaction. A handler's failure fails the change that announced it (both roll back).
 */
export async function emit<K extends PlatformEventName>(
  name: K,
  event: PlatformEvents[K],
): Promise<void> {
  for (const handler of handlers.get(name) ?? []) await (handler as Handler<K>)(event);
}
