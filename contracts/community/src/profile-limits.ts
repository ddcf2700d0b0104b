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
