import { useEffect } from 'react';
import { setTimeZone, useSessionStore } from '@lobby/shared-api';

/**
 * Keeps the member's stored time zone equal to the browser's, so the server's calendar day for
 * the daily claim and the header's countdown to local midnight agree. The demo login sends the
 * zone itself; a Discord login arrives by redirect and cannot, so the shell sends it once here.
 */
export function useSyncTimeZone(): void {
  const userId = useSessionStore((s) => s.user?.id);
  const stored = useSessionStore((s) => s.user?.time_zone);
  useEffect(() => {
    if (!userId) return;
    const browser = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!browser || browser === stored) return;
    let cancelled = false;
    setTimeZone(browser)
      .then((res) => {
        if (!cancelled) useSessionStore.getState().patchUser({ time_zone: res.time_zone });
      })
      .catch((error: unknown) => console.warn('[shell] could not store the time zone', error));
    return () => {
      cancelled = true;
    };
  }, [userId, stored]);
}
