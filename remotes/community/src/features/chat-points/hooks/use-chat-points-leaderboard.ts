import { useQuery } from '@tanstack/react-query';
import { logFailure } from '@lobby/shared-api';
import { communityKeys } from '../../../api/query-keys';
import { getChatPointsLeaderboard } from '../api/get-chat-points-leaderboard';

/** The week's most active chatters; refreshed every minute while the stream runs. */
export function useChatPointsLeaderboard() {
  return useQuery({
    queryKey: communityKeys.chatPointsLeaderboard(),
    queryFn: () => getChatPointsLeaderboard().then((r) => r.data),
    refetchInterval: 60_000,
    meta: logFailure('Failed to load the top chatters', 'warn'),
  });
}
