import { ApiError } from '@lobby/shared-api';

/** The first message per field of a 4xx answer (400 validation, 413 banner size), else {}. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return {};
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.errors)) {
    if (messages[0]) out[field] = messages[0];
  }
  return out;
}
