import { useQuery } from '@tanstack/react-query';
import { getLeaderboards } from '../api/site/get-leaderboards';
import type { LeaderboardIndexResponse } from '../contract';
import { logFailure } from './query-client';
import { sharedKeys } from './query-keys';

/**
 * Every platform with its active leaderboard (GET /api/r/leaderboard), one request per page for
 * the header's banner and the home page's carousel alike. `refetchInterval` keeps it current
 * while a reader needs that (the banner re-checks every minute).
 */
export function useLeaderboardSummaryQuery<T = LeaderboardIndexResponse>({
  select,
  refetchInterval,
}: {
  select?: (summary: LeaderboardIndexResponse) => T;
  refetchInterval?: number;
} = {}) {
  return useQuery({
    queryKey: sharedKeys.leaderboardSummary(),
    queryFn: getLeaderboards,
    select,
    refetchInterval,
    meta: logFailure('Failed to load leaderboards', 'warn'),
  });
}
