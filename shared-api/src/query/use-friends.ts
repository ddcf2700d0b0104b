import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  acceptFriendRequest,
  declineFriendRequest,
  getFriendRequests,
  getFriends,
  removeFriend,
  sendFriendRequest,
} from '../api/account/friends';
import { logFailure } from './query-client';
import { sharedKeys } from './query-keys';
import { useViewerId } from './use-viewer-id';

// The answer is a bare array; anything else (a proxy's error page) counts as empty.
const asList = <T>(value: T[]): T[] => (Array.isArray(value) ? value : []);

/**
 * The member's friends (GET /api/friends); nothing is asked for a visitor or while `enabled` is
 * false. `staleTime: 0` (the header's dropdown) shows the cached list and refreshes it at once.
 */
export function useFriendsQuery({
  enabled = true,
  staleTime,
}: { enabled?: boolean; staleTime?: number } = {}) {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: sharedKeys.friendList(viewerId),
    queryFn: () => getFriends().then(asList),
    enabled: enabled && viewerId !== null,
    staleTime,
    meta: logFailure('[lobby] friends could not be loaded'),
  });
}

/** The member's pending friend requests, both directions (GET /api/friends/requests). */
export function useFriendRequestsQuery({ enabled = true }: { enabled?: boolean } = {}) {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: sharedKeys.friendRequests(viewerId),
    queryFn: () => getFriendRequests().then(asList),
    enabled: enabled && viewerId !== null,
    meta: logFailure('[lobby] friend requests could not be loaded'),
  });
}

/** A friend action: the call, a logged failure, and every friends query reloaded afterwards. */
function useFriendAction<TVariables>(send: (variables: TVariables) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    meta: logFailure('[lobby] friend action failed'),
    // Not awaited: the caller shows the result at once and the lists catch up behind it.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: sharedKeys.friends() });
    },
  });
}

/** POST /api/friends/requests: asks a member (by user id) to be friends. */
export const useSendFriendRequest = () => useFriendAction(sendFriendRequest);
/** POST /api/friends/requests/{id}/accept */
export const useAcceptFriendRequest = () => useFriendAction(acceptFriendRequest);
/** POST /api/friends/requests/{id}/decline */
export const useDeclineFriendRequest = () => useFriendAction(declineFriendRequest);
/** DELETE /api/friends/{userId} */
export const useRemoveFriend = () => useFriendAction(removeFriend);
