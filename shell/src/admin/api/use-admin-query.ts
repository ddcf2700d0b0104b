import type { QueryKey } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { ApiError, logFailure, useViewerId } from '@lobby/shared-api';

/**
 * The admin screens' read pattern: a `useQuery` whose key starts with 'admin' and carries the
 * viewer's id (staff see different things by role), logged on failure.
 */
export function useAdminQuery<T>(key: QueryKey, fetcher: () => Promise<T>, what: string) {
  const viewer = useViewerId();
  return useQuery({
    queryKey: [...key, viewer],
    queryFn: fetcher,
    meta: logFailure(`[lobby] admin: ${what} could not be loaded`),
  });
}

/** A sentence ends with its stop. */
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** A failed admin call as one sentence for the screen. */
export function adminErrorText(error: unknown, fallback = 'Something went wrong.'): string {
  if (error instanceof ApiError) {
    // A 403 says why (a moderator's limit, one's own account…), so its message is shown as is.
    if (error.status === 403) {
      const said = (error.body as { message?: unknown } | null)?.message;
      return sentence(
        typeof said === 'string' && said.trim()
          ? said.trim()
          : 'You do not have permission to do this',
      );
    }
    if (error.status === 401) return 'Your session has ended. Log in again.';
    return error.message || fallback;
  }
  return 'Could not reach the server. Check your connection and try again.';
}

/** The server's per-field messages, first message per field. */
export function fieldMessages(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(error.errors)) if (v[0]) out[k] = v[0];
  return out;
}
