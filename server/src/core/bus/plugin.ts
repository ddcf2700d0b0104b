import fp from 'fastify-plugin';
import { sql } from 'kysely';
import pg from 'pg';
import { pgClientConfig } from '../db';
import type { ClusterBus } from './bus';
import { createMemoryClusterBus } from './bus';
import { createPgClusterBus } from './pg-bus';

export interface BusOptions {
  /** The bus to use; by default PostgreSQL LISTEN/NOTIFY on PostgreSQL, in-process on SQLite. */
  bus?: ClusterBus;
}

/** What `app.onInvalidate` handlers get: the key that changed, or null for everything. */
export type InvalidateHandler = (key: string | null) => void;

const INVALIDATE = 'invalidate';

/**
 * The cluster bus (`app.bus`) and cache invalidation across processes on top of it:
 *
 *   app.onInvalidate('settings', (key) => cache.clear());   // at registration
 *   app.invalidate('settings');                              // after a write has committed
 *
 * `invalidate` runs this process's handlers at once, then every other process's (PostgreSQL,
 * through NOTIFY). After the LISTEN connection was lost and came back, every handler runs with
 * null (messages may have been missed). Call it after the transaction commits (`afterCommit`
 * in core/db): dropping a cache before the commit lets another process cache the old value again.
 */
export const busPlugin = fp<BusOptions>(
  async (app, opts) => {
    const log = app.log.child({ component: 'bus' });
    let bus: ClusterBus;
    if (opts.bus) bus = opts.bus;
    else if (app.dialect === 'postgres') {
      const config = pgClientConfig(app.db);
      if (!config) throw new Error('cluster bus: no PostgreSQL settings for this database');
      bus = createPgClusterBus({
        connect: () => new pg.Client({ ...config, keepAlive: true }),
        notify: async (channel, payloads) => {
          await sql`select pg_notify(${channel}, p) from unnest(${payloads}::text[]) as p`.execute(
            app.db,
          );
        },
        log,
      });
    } else bus = createMemoryClusterBus((error) => log.error({ err: error }, 'bus handler'));

    const handlers = new Map<string, Set<InvalidateHandler>>();
    const run = (handler: InvalidateHandler, key: string | null) => {
      try {
        handler(key);
      } catch (error) {
        log.error({ err: error }, 'invalidate handler');
      }
    };
    bus.on(INVALIDATE, (payload) => {
      const { topic, key } = (payload ?? {}) as { topic?: unknown; key?: unknown };
      if (typeof topic !== 'string') return;
      for (const handler of [...(handlers.get(topic) ?? [])])
        run(handler, typeof key === 'string' ? key : null);
    });
    bus.onResync(() => {
      for (const set of handlers.values()) for (const handler of [...set]) run(handler, null);
    });

    app.decorate('bus', bus);
    app.decorate('invalidate', (topic: string, key?: string | null) =>
      bus.publish(INVALIDATE, { topic, key: key ?? null }),
    );
    app.decorate('onInvalidate', (topic: string, handler: InvalidateHandler) => {
      let set = handlers.get(topic);
      if (!set) handlers.set(topic, (set = new Set()));
      set.add(handler);
      return () => {
        handlers.get(topic)?.delete(handler);
      };
    });

    await bus.start();
    // Last, after the live streams have ended and jobs have stopped: what they published goes out.
    app.addHook('onClose', async () => bus.close());
  },
  { name: 'lobby-bus' },
);
