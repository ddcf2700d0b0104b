import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { ProfileFriendship, UserProfile } from '@lobby/contract-community';
import { ApiError, logFailure } from '@lobby/shared-api';
import { getUser } from '../../../api/get-user';
import { communityKeys } from '../../../api/query-keys';

export type ProfileState =
  | { status: 'loading' }
  | { status: 'ready'; profile: UserProfile }
  | { status: 'not-found' }
  | { status: 'error' };

/**
 * Loads a member's profile by username (GET /api/r/user/{username}). A 404 is the not-found
 * screen; any other failure is 'Failed to load profile' with a retry (spec part 1 §8).
 * `viewerId` (the logged-in member) is part of the query's key, since the answer depends on who
 * asks (private fields, friendship).
 */
export function useProfile(username: string | null, viewerId: number | null) {
  const queryClient = useQueryClient();
  const key = useMemo(() => communityKeys.profile(username ?? '', viewerId), [username, viewerId]);
  const query = useQuery({
    queryKey: key,
    queryFn: () => getUser(username!).then((res) => res.data),
    enabled: !!username,
    meta: logFailure('[lobby] profile could not be loaded'),
  });

  // What is shown stays while a later refresh fails; only a first load that fails is an error.
  let state: ProfileState;
  if (!username) state = { status: 'not-found' };
  else if (query.data) state = { status: 'ready', profile: query.data };
  else if (query.error instanceof ApiError && query.error.status === 404)
    state = { status: 'not-found' };
  else if (query.isError) state = { status: 'error' };
  else state = { status: 'loading' };

  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);

  /** Shows the viewer's new friendship with the member at once (after a friend action)… */
  const setFriendship = useCallback(
    (friendship: ProfileFriendship) =>
      queryClient.setQueryData<UserProfile>(key, (p) => (p ? { ...p, friendship } : p)),
    [queryClient, key],
  );

  /** …then re-reads the profile quietly: the server's word on it (a request id, say). */
  const refreshFriendship = useCallback(
    () => queryClient.invalidateQueries({ queryKey: key }),
    [queryClient, key],
  );

  return { state, retry, setFriendship, refreshFriendship };
}
