import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
// The route options @fastify/compress adds to Fastify's types (`compress`, `decompress`).
import type {} from '@fastify/compress';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { writeTrackerOf } from '../db';
import { createReadCache } from './cache';
import type { ReadCache } from './cache';

export interface CachePluginOptions {
  /** How long an entry lives at most (writes this process does not see). Default 30 s. */
  ttlMs?: number;
  maxEntries?: number;
  /** Every table some cached read is made of: the core's (CACHE_TOPICS) and the areas'. */
  tables?: readonly string[];
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
    // On the app's clock: an entry's `until` (a period's end) is a time of that clock.
    const cache = createReadCache({
      ttlMs: opts.ttlMs,
      maxEntries: opts.maxEntries,
      now: () => app.clock().getTime(),
    });
    app.decorate('cache', cache);
    const tracker = writeTrackerOf(app.db);
    // Every process drops what the tables written anywhere fed (null: everything, e.g. after the
    // bus reconnected and may have missed messages).
    const stopListening = app.onInvalidate(CACHE_BUS_TOPIC, (table) =>
      table == null ? cache.clear() : cache.invalidate(table),
    );
    // The one invalidation call: a committed write of table T drops every entry read from T, in
    // this process at once and in the others through the bus (core/bus: PostgreSQL NOTIFY).
    // Only the tables some cached read is made of (opts.tables, declared by the core and each
    // area): a session touch or a rate-limit count must not cost a message to every process.
    const cached = new Set<string>([...Object.values(CACHE_TOPICS).flat(), ...(opts.tables ?? [])]);
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
 * An answer ready to send: its JSON as bytes (encoded once, not at every write), and its
 * compressed forms once a client has asked for them.
 */
interface PreparedJson {
  json: Buffer;
  /** When the answer goes stale by the clock (sendCachedJson's `until`). */
  until?: number | null;
  br?: Buffer;
  gzip?: Buffer;
}

const COMPRESS_FROM = 1024;
const BROTLI: 'br'[] = ['br'];
const GZIP: 'gzip'[] = ['gzip'];
const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The route options of a read answered through sendCachedJson or sendJson: they compress their
 * answers themselves, so @fastify/compress attaches none of its three hooks to the route.
 */
export const SELF_COMPRESSED = { compress: false, decompress: false } as const;

/**
 * The encoding to answer with: brotli when the client accepts it (by name or `*`, q > 0), else
 * gzip, else none — brotli wins whatever the two q-values, as it is smaller and both are kept.
 * Parsed by @fastify/accept-negotiator, as @fastify/compress parses it for the other routes.
 */
export function preferredEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  if (header === undefined) return null;
  const value = (Array.isArray(header) ? header.join(',') : header).toLowerCase();
  return negotiate(value, BROTLI) ?? negotiate(value, GZIP);
}

const prepare = (value: unknown): PreparedJson => ({
  json: Buffer.from(JSON.stringify(value)),
});

/** Sends a prepared answer, compressed when it is above 1 KB and the client accepts it. */
function sendPrepared(reply: FastifyReply, body: PreparedJson): FastifyReply {
  reply.header('content-type', JSON_TYPE);
  if (body.json.length < COMPRESS_FROM) return reply.send(body.json);
  reply.header('vary', 'accept-encoding');
  const encoding = preferredEncoding(reply.request.headers['accept-encoding']);
  if (encoding === 'br') {
    body.br ??= brotliCompressSync(body.json, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 },
    });
    return reply.header('content-encoding', 'br').send(body.br);
  }
  if (encoding === 'gzip') {
    body.gzip ??= gzipSync(body.json);
    return reply.header('content-encoding', 'gzip').send(body.gzip);
  }
  return reply.send(body.json);
}

/**
 * Answers a public read from the cache: the JSON bytes are kept, so a hit costs neither the
 * database nor serialization — and its compressed forms are kept with it (made on the first
 * request that accepts them), so a browser's hit costs no compression either. `topics` are the
 * tables the answer is read from. A hit is sent at once, without a promise (the handler then
 * returns nothing); a miss answers once the load is done. The route takes SELF_COMPRESSED.
 */
export function sendCachedJson<T>(
  reply: FastifyReply,
  key: string,
  topics: readonly string[],
  load: () => Promise<T>,
  until?: (value: T) => number | null | undefined,
): Promise<FastifyReply> | undefined {
  const cache: ReadCache = reply.server.cache;
  const hit = cache.peek<PreparedJson>(key);
  if (hit) {
    sendPrepared(reply, hit);
    return undefined;
  }
  return cache
    .get<PreparedJson>(
      key,
      topics,
      async () => {
        const value = await load();
        return { ...prepare(value), until: until?.(value) };
      },
      { until: (body) => body.until },
    )
    .then((body) => sendPrepared(reply, body));
}

/** Sends an answer that is not cached (a search, a member's own view) as sendCachedJson would. */
export async function sendJson(
  reply: FastifyReply,
  value: Promise<unknown>,
): Promise<FastifyReply> {
  return sendPrepared(reply, prepare(await value));
}

/**
 * The tables behind each of the core's cached reads. An area declares its own next to its routes
 * and lists them in its AreaModule (`cachedTables`).
 */
export const CACHE_TOPICS = {
  settings: ['settings'],
  affiliates: ['affiliates'],
} as const satisfies Record<string, readonly string[]>;
