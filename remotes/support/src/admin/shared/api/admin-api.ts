import { ApiError, NetworkError } from '@lobby/shared-api';

export const ADMIN_BASE = '/admin-new/support';

/** A failed admin call as text: the server's message, or a network note. */
export function failureText(error: unknown, fallback = 'Something went wrong. Please try again.') {
  if (error instanceof ApiError) return error.message || fallback;
  if (error instanceof NetworkError) return 'The server could not be reached. Please try again.';
  return fallback;
}
