import type { LeaderboardIndexResponse, Platform } from '@lobby/shared-api';
import { useLeaderboardSummaryQuery } from '@lobby/shared-api';
import { useNow } from '@lobby/shared-ui';

/** The banner shows a leaderboard ending within this window… */
export const BANNER_WINDOW_MS = 24 * 60 * 60 * 1000;
/** …and is re-checked this often. */
export const BANNER_CHECK_MS = 60_000;

export interface BannerLeaderboard {
  platform: Platform;
  endsAt: number;
}

/** The platform whose active leaderboard ends soonest within the next 24 hours, if any. */
export function pickEndingLeaderboard(
  platforms: Platform[],
  now: number,
): BannerLeaderboard | null {
  let best: BannerLeaderboard | null = null;
  for (const platform of platforms) {
    const end = platform.active_leaderboard
      ? new Date(platform.active_leaderboard.current_period_end).getTime()
      : NaN;
    if (!Number.isFinite(end) || end <= now || end - now > BANNER_WINDOW_MS) continue;
    if (!best || end < best.endsAt) best = { platform, endsAt: end };
  }
  return best;
}

const platformsOf = (summary: LeaderboardIndexResponse): Platform[] =>
  Array.isArray(summary?.data?.platforms) ? summary.data.platforms : [];

/**
 * Reads the platforms (the same query as the home page's carousel, so one request serves both)
 * and re-checks every minute, reloading them, which leaderboard (if any) ends within 24 hours.
 */
export function useLeaderboardBanner(): { banner: BannerLeaderboard | null; now: number } {
  const { data: platforms = [] } = useLeaderboardSummaryQuery({
    select: platformsOf,
    refetchInterval: BANNER_CHECK_MS,
  });
  const now = useNow(BANNER_CHECK_MS);
  return { banner: pickEndingLeaderboard(platforms, now), now };
}
