import { nextBackoff } from './backoff';

describe('nextBackoff', () => {
  const lowest = { randomInt: () => 0 };
  const highest = { randomInt: (max: number) => max - 1 };

  it('doubles from the base with each failure, jitter keeping at least half the step', () => {
    expect([1, 2, 3, 4].map((n) => nextBackoff(n, lowest))).toEqual([
      15_000, 30_000, 60_000, 120_000,
    ]);
    expect([1, 2, 3, 4].map((n) => nextBackoff(n, highest))).toEqual([
      30_000, 60_000, 120_000, 240_000,
    ]);
  });

  it('never passes the cap, even after many failures', () => {
    for (const n of [7, 8, 20, 1_000, Number.MAX_SAFE_INTEGER]) {
      const d = nextBackoff(n, highest);
      expect(d).toBe(30 * 60_000);
      expect(nextBackoff(n, lowest)).toBe(15 * 60_000);
    }
  });

  it('takes its own base and cap, and treats odd attempts as the first', () => {
    expect(nextBackoff(3, { baseMs: 1_000, capMs: 3_000, ...highest })).toBe(3_000);
    expect(nextBackoff(0, highest)).toBe(30_000);
    expect(nextBackoff(NaN, highest)).toBe(30_000);
  });

  it('draws its jitter from node:crypto by default: values spread within [step/2, step]', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 50; i++) {
      const d = nextBackoff(2);
      expect(d).toBeGreaterThanOrEqual(30_000);
      expect(d).toBeLessThanOrEqual(60_000);
      expect(Number.isInteger(d)).toBe(true);
      seen.add(d);
    }
    expect(seen.size).toBeGreaterThan(1);
  });
});
