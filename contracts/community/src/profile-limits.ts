// What the settings page may save (POST /api/r/profile/update): limits, field names and texts.
// No zod here, so a remote that needs only these constants does not bundle the schemas.
import type { UserProfile } from './profile';

/** Longest bio a member may keep (characters, after trimming). */
export const PROFILE_BIO_MAX = 500;
/** Longest social handle or casino username (characters, after trimming). */
export const PROFILE_HANDLE_MAX = 100;
/** Largest banner upload, in bytes (5 MB). */
export const BANNER_MAX_BYTES = 5 * 1024 * 1024;
/** Banner image types, judged by the file's bytes (never by its name or the browser's claim). */
export const BANNER_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type BannerMimeType = (typeof BANNER_MIME_TYPES)[number];

export const PROFILE_SOCIAL_FIELDS = [
  'twitter_user',
  'youtube_user',
  'instagram_user',
  'tiktok_user',
] as const;
/**
 * A social handle as a member may type it: `name`, `@name`, or a link to their profile page
 * (`https://www.youtube.com/@name`, `tiktok.com/@name`). Answers the bare handle (no '@'), null
 * for an empty value, or `{ problem }` with the reason it cannot be a handle — spaces, or the
 * characters that cannot stand in one (`/ ? #`) — so the server refuses it with that message and
 * the Settings form can say so before sending, instead of the profile silently dropping the link.
 */
export function parseSocialHandle(
  raw: string | null | undefined,
): string | null | { problem: 'spaces' | 'characters' } {
  let value = (raw ?? '').trim();
  if (!value) return null;
  if (/^https?:\/\//i.test(value) || /^(www\.)?[a-z0-9-]+\.(com|net)\//i.test(value)) {
    let url: URL;
    try {
      url = new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`);
    } catch {
      return { problem: /\s/.test(value) ? 'spaces' : 'characters' };
    }
    if (/\s/.test(decodeSafely(url.pathname))) return { problem: 'spaces' };
    value = url.pathname.split('/').filter(Boolean).pop() ?? '';
  }
  value = value.replace(/^@+/, '').trim();
  if (/\s/.test(value)) return { problem: 'spaces' };
  if (!value || /[/?#@]/.test(value)) return { problem: 'characters' };
  return value;
}

function decodeSafely(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** The message for a handle `parseSocialHandle` refuses, e.g. "YouTube handle cannot contain spaces". */
export function socialHandleMessage(label: string, problem: 'spaces' | 'characters'): string {
  return problem === 'spaces'
    ? `${label} cannot contain spaces`
    : `${label} must be a handle like @name or a link to your profile`;
}

export const PROFILE_CASINO_FIELDS = ['crypto', 'crypto2', 'crypto3'] as const;
export type ProfileCasinoField = (typeof PROFILE_CASINO_FIELDS)[number];

/** The casino block flag that enables each casino username field. */
export const CASINO_FIELD_FLAG = {
  crypto: 'crypto1_enabled',
  crypto2: 'crypto2_enabled',
  crypto3: 'crypto3_enabled',
} as const satisfies Record<ProfileCasinoField, string>;

/** The text the profile update answers with and the settings page shows for 3 seconds. */
export const PROFILE_SAVED_MESSAGE = 'Saved successfully!';

/** POST /api/r/profile/update answer: the member's own profile after the change (private fields included). */
export interface ProfileUpdateResponse {
  success: true;
  message: string;
  data: UserProfile;
}
