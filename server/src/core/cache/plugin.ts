import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { writeTrackerOf } from '../db';
import { createReadCache } from './cache';
import type { ReadCache } from './cache';

export interface CachePluginOptions {
  /** How long an entry lives at most (writes this process does not see). Default 30 s. */
  ttlMs?: number;
  maxEntries?: number;
}

/**
 * `app.cache`: the read cache of the public API (cache.ts). Its topics are table names, and every
 * write this process commits invalidates the tables it wrote (core/cache/write-tracking.ts, wired
 * into core/db's createDatabase) — the single place where invalidations are issued, below.
 */
/** The bus topic of the read cache's invalidations (the key is a table name). */
export const CACHE_BUS_TOPIC = 'read-cache';

export const cachePlugin = fp<CachePluginOptions>(
  async (app, opts) => {
    const cache = createReadCache({ ttlMs: opts.ttlMs, maxEntries: opts.maxEntries });
    app.decorate('cache', cache);
    const tracker = writeTrackerOf(app.db);
    // Every process drops what the tables written anywhere fed (null: everything, e.g. after the
    // bus reconnected and may have missed messages).
    const stopListening = app.onInvalidate(CACHE_BUS_TOPIC, (table) =>
      table == null ? cache.clear() : cache.invalidate(table),
    );
    // The one invalidation call: a committed write of table T drops every entry read from T, in
    // this process at once and in the others through the bus (core/bus: PostgreSQL NOTIFY).
    // Only the tables some cached read is made of (CACHE_TOPICS): a session touch or a rate-limit
    // count must not cost a message to every process.
    const cached = new Set<string>(Object.values(CACHE_TOPICS).flat());
    const unsubscribe = tracker?.subscribe((tables) => {
      for (const table of tables) if (cached.has(table)) app.invalidate(CACHE_BUS_TOPIC, table);
    });
    app.addHook('onClose', async () => {
      unsubscribe?.();
      stopListening();
    });
  },
  { name: 'lobby-cache', dependencies: ['lobby-bus'] },
);

/**
 * Answers a public read from the cache: the JSON text is kept, so a hit costs neither the
 * database nor serialization. `topics` are the tables the answer is read from.
 */
export async function sendCachedJson(
  reply: FastifyReply,
  key: string,
  topics: readonly string[],
  load: () => Promise<unknown>,
): Promise<FastifyReply> {
  const cache: ReadCache = reply.server.cache;
  const body = await cache.get(key, topics, async () => JSON.stringify(await load()));
  return reply.type('application/json; charset=utf-8').send(body);
}

/** The tables behind each cached read (kept next to each other so a new table is added once). */
export const CACHE_TOPICS = {
  settings: ['settings'],
  affiliates: ['affiliates'],
  leaderboards: ['platforms', 'leaderboards', 'leaderboard_entries'],
  bonusHunts: ['bonus_hunts', 'bonus_hunt_games', 'bonus_hunt_predictions', 'users'],
  store: ['store_items', 'store_redemptions', 'users'],
} as const satisfies Record<string, readonly string[]>;
