import fastifyRateLimit from '@fastify/rate-limit';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database, Db } from '../db';
import { HttpError } from './errors';

/** Whose requests a limit counts: the address, or the member (the address when logged out). */
export type RateLimitKey = 'ip' | 'user';

export interface RouteRateLimit {
  /** Requests allowed per window. */
  max: number;
  /** The window, in milliseconds. */
  timeWindow: number;
  /** 'ip' (default) or 'user'. */
  key?: RateLimitKey;
  /** Name of the counter; routes sharing a name share it (default: the route's method and URL). */
  bucket?: string;
  /** The 429's message (default: the generic one). */
  message?: string;
}

export const RATE_LIMIT_MESSAGE = 'Too many requests. Please try again later.';

const keyOf = (kind: RateLimitKey) => (request: FastifyRequest) =>
  kind === 'user' && request.user ? `u${request.user.id}` : `ip${request.ip}`;

/**
 * Route config that limits a route across every server process and restarts (the counters live
 * in the database): `{ config: rateLimit({ max: 5, timeWindow: 60_000, key: 'user' }) }`.
 * Over the limit the route answers 429 with `Retry-After` (seconds) before its body is read.
 */
export function rateLimit(limit: RouteRateLimit): { rateLimit: RateLimitOptions } {
  const options: RateLimitOptions & { bucket?: string } = {
    max: limit.max,
    timeWindow: limit.timeWindow,
    keyGenerator: keyOf(limit.key ?? 'ip'),
    errorResponseBuilder: () => {
      return new HttpError(429, limit.message ?? RATE_LIMIT_MESSAGE);
    },
  };
  if (limit.bucket) options.bucket = limit.bucket;
  return { rateLimit: options };
}

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Counts a hit in a fixed window and answers the count and the ms until the window ends. */
export async function hitRateLimit(
  db: Db,
  key: string,
  windowMs: number,
  nowMs: number,
): Promise<{ hits: number; resetsAt: number }> {
  const ends = nowMs + windowMs;
  // One statement, so concurrent hits from several processes all count: a new key starts at 1,
  // an ended window restarts, a live one adds 1.
  const row = await db
    .insertInto('rate_limits')
    .values({ key, hits: 1, resets_at: ends })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        hits: sql<number>`case when rate_limits.resets_at <= ${nowMs} then 1 else rate_limits.hits + 1 end`,
        resets_at: sql<number>`case when rate_limits.resets_at <= ${nowMs} then ${ends} else rate_limits.resets_at end`,
      }),
    )
    .returning(['hits', 'resets_at'])
    .executeTakeFirstOrThrow();
  return { hits: Number(row.hits), resetsAt: Number(row.resets_at) };
}

/** Deletes counters whose window has ended (a scheduler job). */
export async function purgeExpiredRateLimits(db: Db, now: Date): Promise<number> {
  const r = await db
    .deleteFrom('rate_limits')
    .where('resets_at', '<=', now.getTime())
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** @fastify/rate-limit's store interface, backed by the rate_limits table. */
function databaseStore(db: Kysely<Database>, clock: Clock) {
  return class DatabaseStore {
    private readonly bucket: string;

    // The plugin constructs the root store with its options; child() names each route's.
    constructor(bucket?: unknown) {
      this.bucket = typeof bucket === 'string' ? bucket : 'global';
    }

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      const now = clock().getTime();
      hitRateLimit(db, `${this.bucket}:${key}`.slice(0, 400), timeWindow, now).then(
        ({ hits, resetsAt }) => callback(null, { current: hits, ttl: Math.max(0, resetsAt - now) }),
        (error: Error) => callback(error),
      );
    }

    child(options: { bucket?: string; routeInfo?: { method?: string | string[]; url?: string } }) {
      const route = options.routeInfo;
      const name = options.bucket ?? `${String(route?.method ?? '')} ${route?.url ?? ''}`;
      return new DatabaseStore(name);
    }
  };
}

/**
 * @fastify/rate-limit on opted-in routes only (global: false), counting in the database so the
 * limits hold across processes and restarts. A 429 carries `Retry-After` in seconds.
 */
export const rateLimitPlugin = fp(
  async (app) => {
    await app.register(fastifyRateLimit, {
      global: false,
      store: databaseStore(app.db, app.clock) as never,
      // After the sessions (global onRequest hooks run first), so 'user' keys see the member.
      hook: 'onRequest',
      addHeadersOnExceeding: {
        'x-ratelimit-limit': true,
        'x-ratelimit-remaining': true,
        'x-ratelimit-reset': false,
      },
      addHeaders: {
        'x-ratelimit-limit': true,
        'x-ratelimit-remaining': true,
        'x-ratelimit-reset': false,
        'retry-after': true,
      },
    });
  },
  { name: 'lobby-rate-limit', dependencies: ['lobby-sessions'] },
);

/** A small in-memory fixed-window limiter per key (one process only; prefer `rateLimit()`). */
export function createRateLimiter(max: number, windowMs: number, now: () => number) {
  const hits = new Map<string, { start: number; count: number }>();
  return {
    /** Counts a hit; false when the key is over the limit in the current window. */
    hit(key: string): boolean {
      const t = now();
      if (hits.size > 10_000)
        for (const [k, v] of hits) if (t - v.start >= windowMs) hits.delete(k);
      const entry = hits.get(key);
      if (!entry || t - entry.start >= windowMs) {
        hits.set(key, { start: t, count: 1 });
        return true;
      }
      entry.count += 1;
      return entry.count <= max;
    },
  };
}
