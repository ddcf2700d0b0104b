/** A small in-memory fixed-window limiter per key (per process; enough for a contact form). */
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
