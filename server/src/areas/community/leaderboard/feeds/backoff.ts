import { randomInt } from 'node:crypto';

export interface BackoffOptions {
  /** Delay before the first retry, before jitter; default 30 s. */
  baseMs?: number;
  /** Longest delay; default 30 minutes (a sync interval is usually 5–15 minutes). */
  capMs?: number;
  /** Random integer in [0, max) — node:crypto's randomInt by default; injectable for tests. */
  randomInt?: (max: number) => number;
}

/**
 * How long the sync job waits before retrying a feed after `attempt` consecutive failures
 * (1 = the first failure): exponential (base × 2^(attempt−1)) up to the cap, with "equal
 * jitter" — half the step fixed, half random — so several platforms failing together do not
 * retry in lockstep, yet a retry never comes sooner than half the step.
 */
export function nextBackoff(attempt: number, opts: BackoffOptions = {}): number {
  const base = opts.baseMs ?? 30_000;
  const cap = opts.capMs ?? 30 * 60_000;
  const n = Math.max(1, Math.floor(Number.isFinite(attempt) ? attempt : 1));
  // 2^(n-1) grows past any cap quickly; stop doubling at 2^30 to stay an exact integer.
  const step = Math.min(cap, base * 2 ** Math.min(n - 1, 30));
  const half = Math.floor(step / 2);
  const rand = opts.randomInt ?? ((max: number) => randomInt(max));
  return step - half + (half > 0 ? rand(half + 1) : 0);
}
