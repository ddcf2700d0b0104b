import { useQuery } from '@tanstack/react-query';
import type { Achievement, Activity } from '@lobby/contract-community';
import { logFailure } from '@lobby/shared-api';
import { communityKeys } from '../../../api/query-keys';
import { getOwnAchievements } from '../api/get-own-achievements';
import { getOwnRecentActivity } from '../api/get-own-recent-activity';
import { getUserAchievements } from '../api/get-user-achievements';
import { getUserRecentActivity } from '../api/get-user-recent-activity';

export type ListState<T> =
  { loaded: false; items: readonly never[] } | { loaded: true; items: T[] };

const LOADING: { loaded: false; items: readonly never[] } = { loaded: false, items: [] };

function listState<T>(query: { data?: T[]; isPending: boolean }): ListState<T> {
  // Spec §8: a failure is logged only and the list becomes empty.
  return query.isPending ? LOADING : { loaded: true, items: query.data ?? [] };
}

/**
 * A member's achievements and recent activity: the own calls on the own profile, the by-id calls
 * otherwise (spec part 1 §6). Failures are logged only and the list becomes empty (spec §8).
 */
export function useProfileLists(profileId: number | null, own: boolean) {
  const id = profileId ?? 0;
  const achievements = useQuery({
    queryKey: communityKeys.achievements(id, own),
    queryFn: () =>
      (own ? getOwnAchievements() : getUserAchievements(id)).then((res) =>
        Array.isArray(res.achievements) ? res.achievements : [],
      ),
    enabled: profileId != null,
    meta: logFailure('[lobby] achievements could not be loaded', 'warn'),
  });
  const activities = useQuery({
    queryKey: communityKeys.activity(id, own),
    queryFn: () =>
      (own ? getOwnRecentActivity() : getUserRecentActivity(id)).then((res) =>
        Array.isArray(res.activities) ? res.activities : [],
      ),
    enabled: profileId != null,
    meta: logFailure('[lobby] recent activity could not be loaded', 'warn'),
  });

  return {
    achievements: listState<Achievement>(achievements),
    activities: listState<Activity>(activities),
  };
}
