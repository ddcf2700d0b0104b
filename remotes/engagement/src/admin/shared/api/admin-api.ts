import type { ImageUploadResponse } from '@lobby/contract-engagement';
import { ApiError, NetworkError, sendJson } from '@lobby/shared-api';

/** POST /api/admin/engagement/images — a giveaway or prize image (multipart `image`). */
export function uploadEngagementImage(file: File) {
  const form = new FormData();
  form.append('image', file);
  return sendJson<ImageUploadResponse>('post', 'api/admin/engagement/images', form);
}

/** A failed admin write as text: the server's message, or a network note. */
export function failureText(error: unknown, fallback = 'Something went wrong. Please try again.') {
  if (error instanceof ApiError) return error.message || fallback;
  if (error instanceof NetworkError) return 'The server could not be reached. Please try again.';
  return fallback;
}

/** The first message per field of a failed admin write ({} when none). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(Object.entries(error.errors ?? {}).map(([k, v]) => [k, v[0] ?? '']));
}

/** 2026-11-23T12:00:00.000Z → the value of a datetime-local input in the browser's zone. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
}

/** A datetime-local value → ISO (empty stays empty, so the server names the field). */
export const fromLocalInput = (v: string) => (v ? new Date(v).toISOString() : '');
