import { ApiError, NetworkError } from '@lobby/shared-api';

/** Where the commerce admin screens are mounted by the shell. */
export const ADMIN_BASE = '/admin-new/commerce';

/** A failed admin call as text: the server's message, or a network note. */
export function failureText(error: unknown, fallback = 'Something went wrong. Please try again.') {
  if (error instanceof ApiError) return error.message || fallback;
  if (error instanceof NetworkError) return 'The server could not be reached. Please try again.';
  return fallback;
}

/** The server answered 404 (an unknown id in the address). */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** A form's number field: empty → NaN so the server names the field, otherwise the number. */
export const numberOf = (v: string) => (v.trim() === '' ? Number.NaN : Number(v));
