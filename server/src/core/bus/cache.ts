import type { FastifyInstance } from 'fastify';

export interface InvalidatedCacheOptions {
  /** Entries kept at most (the oldest written goes first); default 1000. */
  maxEntries?: number;
  /** An entry is loaded again after this long even without an invalidation; default never. */
  ttlMs?: number;
}

export interface InvalidatedCache<V> {
  /** The cached value of the key, loaded once (concurrent callers share one load). */
  get(key?: string): Promise<V>;
  /** Drops the key (or everything) in this process only; use app.invalidate for every process. */
  drop(key?: string | null): void;
  size(): number;
}

/**
 * A read cache that every process drops when `app.invalidate(topic, key?)` runs anywhere:
 *
 *   const settings = invalidatedCache(app, 'settings', () => loadSettings(app.db));
 *   await settings.get();                  // in a route
 *   afterCommit(trx, () => app.invalidate('settings'));   // in the write
 *
 * A load that started before an invalidation is not stored (it may have read the old rows), so
 * a value cached after a write always comes from a read that began after it.
 */
export function invalidatedCache<V>(
  app: FastifyInstance,
  topic: string,
  load: (key: string) => Promise<V>,
  opts: InvalidatedCacheOptions = {},
): InvalidatedCache<V> {
  const maxEntries = opts.maxEntries ?? 1000;
  const entries = new Map<string, { value: Promise<V>; at: number }>();
  // Dropping removes loads in flight too: their callers get what they asked for, but the next
  // get starts a new load, so nothing read before the invalidation stays cached after it.
  const drop = (key?: string | null) => {
    if (key == null) entries.clear();
    else entries.delete(key);
  };
  // May be created after the app is ready (lazily, in a route): no hooks, only the handler.
  app.onInvalidate(topic, (key) => drop(key));

  return {
    get(key = '') {
      const hit = entries.get(key);
      if (hit && (opts.ttlMs === undefined || Date.now() - hit.at < opts.ttlMs)) return hit.value;
      const value = load(key);
      const entry = { value, at: Date.now() };
      entries.set(key, entry);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      // Failures are not cached.
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
    },
    drop,
    size: () => entries.size,
  };
}
