import { useCallback, useEffect, useRef, useState } from 'react';
import type { ProfileFriendship, UserProfile } from '@lobby/contract-community';
import { ApiError, getUser } from '@lobby/shared-api';

export type ProfileState =
  | { status: 'loading' }
  | { status: 'ready'; profile: UserProfile }
  | { status: 'not-found' }
  | { status: 'error' };

/**
 * Loads a member's profile by username (GET /api/r/user/{username}). A 404 is the not-found
 * screen; any other failure is 'Failed to load profile' with a retry (spec part 1 §8).
 * `viewerId` (the logged-in member) reloads the profile when the session changes, since the
 * answer depends on who asks (private fields, friendship).
 */
export function useProfile(username: string | null, viewerId: number | null) {
  const [state, setState] = useState<ProfileState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const current = useRef(username);
  current.current = username;

  useEffect(() => {
    if (!username) return;
    let active = true;
    setState({ status: 'loading' });
    getUser(username).then(
      (res) => {
        if (active) setState({ status: 'ready', profile: res.data });
      },
      (error: unknown) => {
        if (!active) return;
        if (error instanceof ApiError && error.status === 404) {
          setState({ status: 'not-found' });
          return;
        }
        console.error('[lobby] profile could not be loaded', error);
        setState({ status: 'error' });
      },
    );
    return () => {
      active = false;
    };
  }, [username, viewerId, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  /** Sets the viewer's friendship with the member (after a friend action). */
  const setFriendship = useCallback((friendship: ProfileFriendship) => {
    setState((s) => (s.status === 'ready' ? { ...s, profile: { ...s.profile, friendship } } : s));
  }, []);

  /** Re-reads the friendship from the server without showing the loading state; failures keep what is shown. */
  const refreshFriendship = useCallback(async () => {
    const name = current.current;
    if (!name) return;
    try {
      const res = await getUser(name);
      if (current.current !== name) return;
      setState((s) =>
        s.status === 'ready' && s.profile.id === res.data.id
          ? { ...s, profile: { ...s.profile, friendship: res.data.friendship ?? null } }
          : s,
      );
    } catch (error) {
      console.warn('[lobby] friendship could not be refreshed', error);
    }
  }, []);

  return {
    state: username ? state : ({ status: 'not-found' } as ProfileState),
    retry,
    setFriendship,
    refreshFriendship,
  };
}
