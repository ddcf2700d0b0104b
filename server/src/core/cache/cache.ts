/**
 * The read cache of the public API (`app.cache`): get-or-load by key, each entry tagged with the
 * topics it was read from (table names); `invalidate(topic)` drops every entry of the topic.
 *
 * - One load per key at a time: concurrent misses share it.
 * - A load that overlaps an invalidation of one of its topics is answered but not kept (it may
 *   have read the data from before the write).
 * - Entries also expire after `ttlMs`: a bound on staleness for writes this process does not
 *   see (another process, a CLI) until those reach it as invalidations; and, sooner, at the time
 *   `until` gives for the value (what changes by the clock alone, e.g. a period that ends).
 * - At most `maxEntries` entries; the oldest go first.
 */
export interface ReadCache {
  get<T>(
    key: string,
    topics: readonly string[],
    load: () => Promise<T>,
    opts?: ReadCacheEntryOptions<T>,
  ): Promise<T>;
  /** The value of a fresh entry (counted as a hit), else undefined: a hit without a promise. */
  peek<T>(key: string): T | undefined;
  invalidate(topic: string): void;
  clear(): void;
  readonly stats: { hits: number; misses: number; invalidations: number; size: number };
}

export interface ReadCacheEntryOptions<T> {
  /** When the loaded value goes stale by itself (ms, on the cache's clock), if before the ttl. */
  until?: (value: T) => number | null | undefined;
}

export interface ReadCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

interface Entry {
  value: unknown;
  topics: readonly string[];
  expires: number;
}

interface Inflight {
  promise: Promise<unknown>;
  topics: readonly string[];
}

export function createReadCache({
  ttlMs = 30_000,
  maxEntries = 2_000,
  now = Date.now,
}: ReadCacheOptions = {}): ReadCache {
  const entries = new Map<string, Entry>();
  const inflight = new Map<string, Inflight>();
  /** Keys by topic, to drop a topic's entries without a scan. */
  const byTopic = new Map<string, Set<string>>();
  /** Bumped by every invalidation of the topic. */
  const versions = new Map<string, number>();
  /** Bumped by clear(): every load under way is then discarded. */
  let epoch = 0;
  const stats = { hits: 0, misses: 0, invalidations: 0, size: 0 };

  const versionOf = (topics: readonly string[]) => [
    epoch,
    ...topics.map((t) => versions.get(t) ?? 0),
  ];
  const index = (key: string, topics: readonly string[]) => {
    for (const t of topics) {
      let keys = byTopic.get(t);
      if (!keys) byTopic.set(t, (keys = new Set()));
      keys.add(key);
    }
  };
  const drop = (key: string) => {
    const e = entries.get(key);
    if (!e) return;
    entries.delete(key);
    for (const t of e.topics) byTopic.get(t)?.delete(key);
  };

  return {
    stats,
    peek<T>(key: string): T | undefined {
      const hit = entries.get(key);
      if (!hit || hit.expires <= now()) return undefined;
      stats.hits++;
      return hit.value as T;
    },
    get<T>(
      key: string,
      topics: readonly string[],
      load: () => Promise<T>,
      opts: ReadCacheEntryOptions<T> = {},
    ): Promise<T> {
      const hit = entries.get(key);
      if (hit) {
        if (hit.expires > now()) {
          stats.hits++;
          return Promise.resolve(hit.value as T);
        }
        drop(key);
      }
      const running = inflight.get(key);
      if (running) {
        stats.hits++;
        return running.promise as Promise<T>;
      }
      stats.misses++;
      const before = versionOf(topics);
      const run: Inflight = { promise: Promise.resolve(), topics };
      inflight.set(key, run);
      const promise = (async () => {
        try {
          const value = await load();
          const after = versionOf(topics);
          if (after.every((v, i) => v === before[i])) {
            drop(key);
            const until = opts.until?.(value);
            const expires = Math.min(now() + ttlMs, until ?? Infinity);
            entries.set(key, { value, topics, expires });
            index(key, topics);
            while (entries.size > maxEntries) drop(entries.keys().next().value!);
          }
          return value;
        } finally {
          if (inflight.get(key) === run) inflight.delete(key);
          stats.size = entries.size;
        }
      })();
      run.promise = promise;
      return promise;
    },
    invalidate(topic: string) {
      stats.invalidations++;
      versions.set(topic, (versions.get(topic) ?? 0) + 1);
      const keys = byTopic.get(topic);
      if (keys) for (const key of [...keys]) drop(key);
      // A load under way for the topic no longer answers newcomers: they start a fresh one.
      for (const [key, run] of inflight) if (run.topics.includes(topic)) inflight.delete(key);
      stats.size = entries.size;
    },
    clear() {
      epoch++;
      entries.clear();
      byTopic.clear();
      inflight.clear();
      stats.size = 0;
    },
  };
}
