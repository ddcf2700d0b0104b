import { z } from 'zod';
import type { UserProfile } from './users';

/** Longest bio a member may keep (characters, after trimming). */
export const PROFILE_BIO_MAX = 500;
/** Longest social handle or casino username (characters, after trimming). */
export const PROFILE_HANDLE_MAX = 100;
/** Largest banner upload, in bytes (5 MB). */
export const BANNER_MAX_BYTES = 5 * 1024 * 1024;
/** Banner image types, judged by the file's bytes (never by its name or the browser's claim). */
export const BANNER_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type BannerMimeType = (typeof BANNER_MIME_TYPES)[number];

/** Optional free text: trimmed, at most `max` characters, an empty value stored as null. */
const optionalText = (label: string, max: number) =>
  z
    .string({ message: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

/**
 * POST /api/r/profile/update, profile form (multipart: `bio` and an optional `banner` image file).
 * The banner file is checked by the server (type from its bytes, size); only `bio` is a schema field.
 * An absent field is left unchanged; an empty bio clears it.
 */
export const profileBioSchema = z.object({
  bio: optionalText('Bio', PROFILE_BIO_MAX),
});
export type ProfileBioInput = z.input<typeof profileBioSchema>;

/** POST /api/r/profile/update, social form (JSON). An absent field is left unchanged, empty clears it. */
export const profileSocialSchema = z.object({
  twitter_user: optionalText('X / Twitter handle', PROFILE_HANDLE_MAX),
  youtube_user: optionalText('YouTube handle', PROFILE_HANDLE_MAX),
  instagram_user: optionalText('Instagram handle', PROFILE_HANDLE_MAX),
  tiktok_user: optionalText('TikTok handle', PROFILE_HANDLE_MAX),
});
export type ProfileSocialInput = z.input<typeof profileSocialSchema>;

/**
 * POST /api/r/profile/update, casino form (JSON). `crypto`, `crypto2`, `crypto3` are the casino
 * usernames behind the settings' casino block fields 1, 2 and 3; a field whose `cryptoN_enabled`
 * flag is off is refused.
 */
export const profileCasinoSchema = z.object({
  crypto: optionalText('Casino username', PROFILE_HANDLE_MAX),
  crypto2: optionalText('Casino username', PROFILE_HANDLE_MAX),
  crypto3: optionalText('Casino username', PROFILE_HANDLE_MAX),
});
export type ProfileCasinoInput = z.input<typeof profileCasinoSchema>;

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
