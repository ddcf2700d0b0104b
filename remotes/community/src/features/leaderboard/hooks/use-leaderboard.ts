import { useInfiniteQuery } from '@tanstack/react-query';
import type { LeaderboardPeriodResponse } from '@lobby/contract-community';
import { LEADERBOARD_PAGE_SIZE } from '@lobby/contract-community';
import { logFailure, useLiveChannel } from '@lobby/shared-api';
import { communityKeys } from '../../../api/query-keys';
import { getLeaderboard } from '../api/get-leaderboard';
import type { Period } from '../utils/leaderboard';

type Page = LeaderboardPeriodResponse['data'] & { offset: number };

/**
 * One platform's period: podium, prizes and the ranked list from #4, a page at a time and
 * filtered on the server by `search` (a period may rank 100,000 players). While the search
 * changes, the previous list stays on screen; the current period refreshes every minute.
 */
export function useLeaderboard(platform: string | null, period: Period, search: string) {
  const query = useInfiniteQuery({
    queryKey: communityKeys.leaderboard(platform ?? '', period, search),
    enabled: !!platform,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal: _signal }): Promise<Page> =>
      getLeaderboard({
        platform: platform!,
        period,
        search: search || undefined,
        offset: pageParam,
        limit: LEADERBOARD_PAGE_SIZE,
      }).then((res) => ({ ...res.data, offset: pageParam })),
    // A common search is counted only so far ("1,000+", "100+"): the server says whether rows follow.
    getNextPageParam: (last) =>
      last.rest_of_users.length > 0 && last.rest_has_more
        ? last.offset + last.rest_of_users.length
        : undefined,
    placeholderData: (previous, previousQuery) => {
      const key = previousQuery?.queryKey;
      return key && key[2] === (platform ?? '').toLowerCase() && key[3] === period
        ? previous
        : undefined;
    },
    refetchInterval: period === 'current' ? 60_000 : false,
    meta: logFailure('Failed to load leaderboard', 'warn'),
  });
  // A feed sync on the server says so on the live channel: the board refetches by itself.
  useLiveChannel('leaderboard', null, { invalidate: [communityKeys.leaderboards()] });
  const pages = query.data?.pages ?? [];
  const first = pages[0] ?? null;
  const last = pages[pages.length - 1] ?? null;
  return {
    query,
    // A search's count as the newest page says it: an uncounted common term's grows page by page.
    board:
      first && last && last !== first
        ? { ...first, rest_total: last.rest_total, rest_total_capped: last.rest_total_capped }
        : first,
    rest: pages.flatMap((p) => p.rest_of_users),
  };
}
