import type { Db } from './db';

/**
 * Things that happened, announced by the part of the platform that made them happen and heard by
 * any area that cares — without either importing the other (the community area's achievements
 * hear the core's daily claim, the engagement area's predictions, the commerce area's
 * redemptions). Each event carries the transaction of the change: a handler writes in it, so the
 * change and what it caused commit together or not at all. The core's events are listed here; an
 * area adds its own in its `events.ts` (declare module), so the core names none of them.
 */
export interface PlatformEvents {
  /** A member claimed the daily reward; `streak` is the run of consecutive days ending today. */
  'daily-claim': { db: Db; userId: number; streak: number; at: Date };
  /** A member linked a Kick account. */
  'kick-linked': { db: Db; userId: number; at: Date };
  /** A member's points balance went up (core/ledger announces every credit); `balance` is the new one. */
  'points-earned': { db: Db; userId: number; balance: number; at: Date };
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
