import { useEffect, useState } from 'react';
import type { Platform } from '@lobby/shared-api';
import { getLeaderboards } from '@lobby/shared-api';

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

/** Loads the platforms and re-checks every minute which leaderboard (if any) ends within 24 hours. */
export function useLeaderboardBanner(): { banner: BannerLeaderboard | null; now: number } {
  const [platforms, setPlatforms] = useState<Platform[]>([]);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    let alive = true;
    const load = () =>
      getLeaderboards()
        .then(
          (res) =>
            alive && setPlatforms(Array.isArray(res?.data?.platforms) ? res.data.platforms : []),
        )
        .catch((error: unknown) => {
          console.error('[lobby] leaderboards could not be loaded', error);
          if (alive) setPlatforms([]);
        });
    void load();
    const id = setInterval(() => {
      setNow(Date.now());
      void load();
    }, BANNER_CHECK_MS);
    return () => {
      alive = false;
      clearInterval(id);
    };
  }, []);

  return { banner: pickEndingLeaderboard(platforms, now), now };
}
