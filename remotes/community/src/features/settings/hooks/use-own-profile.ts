import { useCallback, useEffect, useState } from 'react';
import type { UserProfile } from '@lobby/contract-community';
import { getUser } from '@lobby/shared-api';

export type OwnProfileState =
  { status: 'loading' } | { status: 'ready'; profile: UserProfile } | { status: 'error' };

/**
 * The member's own profile (GET /api/r/user/{id}): the current values of every settings form.
 * `replace` swaps in the profile a save answered with; `reload` tries again after a failure.
 */
export function useOwnProfile(userId: number | null) {
  const [state, setState] = useState<OwnProfileState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (userId == null) return;
    let active = true;
    setState({ status: 'loading' });
    getUser(userId).then(
      (res) => {
        if (active) setState({ status: 'ready', profile: res.data });
      },
      (error: unknown) => {
        if (!active) return;
        console.error('Failed to load your profile', error);
        setState({ status: 'error' });
      },
    );
    return () => {
      active = false;
    };
  }, [userId, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback((profile: UserProfile) => setState({ status: 'ready', profile }), []);

  return { state, reload, replace };
}
