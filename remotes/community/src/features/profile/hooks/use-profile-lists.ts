import { useEffect, useState } from 'react';
import type { Achievement, Activity } from '@lobby/contract-community';
import {
  getOwnAchievements,
  getOwnRecentActivity,
  getUserAchievements,
  getUserRecentActivity,
} from '@lobby/shared-api';

export type ListState<T> =
  { loaded: false; items: readonly never[] } | { loaded: true; items: T[] };

const LOADING: { loaded: false; items: readonly never[] } = { loaded: false, items: [] };

/**
 * A member's achievements and recent activity: the own calls on the own profile, the by-id calls
 * otherwise (spec part 1 §6). Failures are logged only and the list becomes empty (spec §8).
 */
export function useProfileLists(profileId: number | null, own: boolean) {
  const [achievements, setAchievements] = useState<ListState<Achievement>>(LOADING);
  const [activities, setActivities] = useState<ListState<Activity>>(LOADING);

  useEffect(() => {
    if (profileId == null) return;
    let active = true;
    setAchievements(LOADING);
    setActivities(LOADING);

    (own ? getOwnAchievements() : getUserAchievements(profileId)).then(
      (res) =>
        active &&
        setAchievements({
          loaded: true,
          items: Array.isArray(res.achievements) ? res.achievements : [],
        }),
      (error: unknown) => {
        console.warn('[lobby] achievements could not be loaded', error);
        if (active) setAchievements({ loaded: true, items: [] });
      },
    );
    (own ? getOwnRecentActivity() : getUserRecentActivity(profileId)).then(
      (res) =>
        active &&
        setActivities({ loaded: true, items: Array.isArray(res.activities) ? res.activities : [] }),
      (error: unknown) => {
        console.warn('[lobby] recent activity could not be loaded', error);
        if (active) setActivities({ loaded: true, items: [] });
      },
    );
    return () => {
      active = false;
    };
  }, [profileId, own]);

  return { achievements, activities };
}
