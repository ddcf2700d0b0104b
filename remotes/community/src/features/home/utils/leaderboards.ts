import type { ActiveLeaderboard, Platform } from '@lobby/shared-api';

/** A platform whose leaderboard is running, as the home carousel shows it. */
export type ActivePlatform = Platform & { active_leaderboard: ActiveLeaderboard };

/** The platforms that have an active leaderboard, in the server's order. */
export function activePlatforms(platforms: Platform[] | null | undefined): ActivePlatform[] {
  return (platforms ?? []).filter((p): p is ActivePlatform => p.active_leaderboard != null);
}

const TIMEFRAMES: Record<string, string> = {
  weekly: 'Weekly',
  biweekly: 'Bi-weekly',
  monthly: 'Monthly',
};

/** 'weekly' → 'Weekly', 'biweekly' → 'Bi-weekly'; unknown values are capitalised. */
export function timeframeLabel(timeframe: string | null | undefined): string {
  if (!timeframe) return '';
  return TIMEFRAMES[timeframe] ?? timeframe.charAt(0).toUpperCase() + timeframe.slice(1);
}
