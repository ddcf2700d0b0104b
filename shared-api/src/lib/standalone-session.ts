import { getSession } from '../api/site/get-session';
import { useSessionStore } from '../stores/session-store';
import { readPagePreload, writeCsrfToken } from './page';

/**
 * For a remote running alone (no shell): loads the session the shell would have preloaded —
 * user, settings, CSRF token — from the API and puts it in the session store.
 */
export async function hydrateStandaloneSession(): Promise<void> {
  const preload = readPagePreload();
  if (preload) {
    useSessionStore.getState().hydrate(preload);
    return;
  }
  try {
    const { csrf_token, ...session } = await getSession();
    writeCsrfToken(csrf_token);
    useSessionStore.getState().hydrate(session);
  } catch {
    useSessionStore.getState().hydrate(null);
  }
}
