import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { MemberTopic } from '@lobby/shared-api';
import { getSession, sharedKeys, useMemberSignal, useSessionStore } from '@lobby/shared-api';

const TOPICS: readonly MemberTopic[] = ['points', 'xp', 'notifications'];

/**
 * Keeps what the shell shows of the member in step with the server within a second: the header's
 * points and XP after any ledger movement (a staff adjustment, a payout, a draw won…) and the
 * bell after a notification, through the member's own live channel. Mounted once, by the layout.
 */
export function useMemberLive(): void {
  const queryClient = useQueryClient();
  const onSignal = useCallback(
    (topics: readonly MemberTopic[]) => {
      if (topics.includes('notifications'))
        void queryClient.invalidateQueries({ queryKey: sharedKeys.notifications() });
      if (topics.includes('points') || topics.includes('xp'))
        getSession().then(
          ({ user }) => {
            const { user: shown, setUser } = useSessionStore.getState();
            // The session may have changed meanwhile (a logout in another tab): never mix members.
            if (user && shown && user.id === shown.id) setUser(user);
          },
          () => undefined, // the next signal, or the next page load, brings it
        );
    },
    [queryClient],
  );
  useMemberSignal(TOPICS, onSignal);
}
