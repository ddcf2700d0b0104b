import type { LeaderboardPlayer } from '@lobby/shared-api';

export type Period = 'current' | 'last';

/** The prize of a place (1-based), or null when the period pays nothing there. */
export function prizeFor(prizes: readonly number[], rank: number): number | null {
  const prize = prizes[rank - 1];
  return prize !== undefined && prize > 0 ? prize : null;
}

/** The share (0..1) of the period gone by at `now`; capped at 1, 0 before it starts. */
export function elapsedShare(start: string, end: string, now: number): number {
  const s = new Date(start).getTime();
  const e = new Date(end).getTime();
  if (!Number.isFinite(s) || !Number.isFinite(e) || e <= s) return now >= e ? 1 : 0;
  return Math.max(0, Math.min(1, (now - s) / (e - s)));
}

/** The podium in display order: second, first (centre), third — only the places that exist. */
export function podiumOrder(top: readonly LeaderboardPlayer[]): LeaderboardPlayer[] {
  return [top[1], top[0], top[2]].filter((p): p is LeaderboardPlayer => !!p);
}

/** Reads the view from the URL: the platform's slug (or id) and the period ('current' unless 'last'). */
export function readView(params: URLSearchParams): { platform: string | null; period: Period } {
  const platform = params.get('platform')?.trim() || null;
  return { platform, period: params.get('period') === 'last' ? 'last' : 'current' };
}
