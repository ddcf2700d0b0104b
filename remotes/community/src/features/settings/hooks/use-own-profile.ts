import { useQuery } from '@tanstack/react-query';
import type { UserProfile } from '@lobby/contract-community';
import { logFailure } from '@lobby/shared-api';
import { getUser } from '../../../api/get-user';
import { communityKeys } from '../../../api/query-keys';

export type OwnProfileState =
  { status: 'loading' } | { status: 'ready'; profile: UserProfile } | { status: 'error' };

/**
 * The member's own profile (GET /api/r/user/{id}): the current values of every settings form.
 * A save puts its answer into the same cache entry (see `useProfileSave`); `reload` tries again
 * after a failure.
 */
export function useOwnProfile(userId: number | null) {
  const query = useQuery({
    queryKey: communityKeys.ownProfile(userId ?? 0),
    queryFn: () => getUser(userId!).then((res) => res.data),
    enabled: userId != null,
    meta: logFailure('Failed to load your profile'),
  });
  // What is shown stays while a later refresh fails; only a first load that fails is an error.
  const state: OwnProfileState = query.data
    ? { status: 'ready', profile: query.data }
    : query.isError
      ? { status: 'error' }
      : { status: 'loading' };
  return { state, reload: () => void query.refetch() };
}
