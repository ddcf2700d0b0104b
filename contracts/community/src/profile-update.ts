import { z } from 'zod';
import { multiLineText, singleLineText } from '@lobby/shared-api/contract';
import {
  PROFILE_BIO_MAX,
  PROFILE_HANDLE_MAX,
  parseSocialHandle,
  socialHandleMessage,
} from './profile-limits';

/** Optional free text: trimmed, at most `max` characters, an empty value stored as null. */
const optionalText = (label: string, max: number, text = singleLineText) =>
  text({ message: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

/**
 * A social handle: optional text as above that must also read as one handle (`parseSocialHandle`):
 * a value with spaces is refused with a message, never stored only to vanish from the profile.
 * It is stored as typed (trimmed); the profile links to the handle it names.
 */
const socialHandle = (label: string) =>
  optionalText(label, PROFILE_HANDLE_MAX).superRefine((value, ctx) => {
    if (value == null) return;
    const parsed = parseSocialHandle(value);
    if (parsed !== null && typeof parsed === 'object') {
      ctx.addIssue({ code: 'custom', message: socialHandleMessage(label, parsed.problem) });
    }
  });

/**
 * POST /api/r/profile/update, profile form (multipart: `bio` and an optional `banner` image file).
 * The banner file is checked by the server (type from its bytes, size); only `bio` is a schema field.
 * An absent field is left unchanged; an empty bio clears it.
 */
export const profileBioSchema = z.object({
  bio: optionalText('Bio', PROFILE_BIO_MAX, multiLineText),
});
export type ProfileBioInput = z.input<typeof profileBioSchema>;

/** POST /api/r/profile/update, social form (JSON). An absent field is left unchanged, empty clears it. */
export const profileSocialSchema = z.object({
  twitter_user: socialHandle('X / Twitter handle'),
  youtube_user: socialHandle('YouTube handle'),
  instagram_user: socialHandle('Instagram handle'),
  tiktok_user: socialHandle('TikTok handle'),
});
export type ProfileSocialInput = z.input<typeof profileSocialSchema>;

/**
 * POST /api/r/profile/update, casino form (JSON). `crypto`, `crypto2`, `crypto3` (the settings'
 * casino block fields 1, 2 and 3) are the member's casino links (casino-links.ts): a name counts
 * only with its evidence, so this form is refused per field (400), naming Settings › Casino, or
 * the field as turned off when its `cryptoN_enabled` flag is off.
 */
export const profileCasinoSchema = z.object({
  crypto: optionalText('Casino username', PROFILE_HANDLE_MAX),
  crypto2: optionalText('Casino username', PROFILE_HANDLE_MAX),
  crypto3: optionalText('Casino username', PROFILE_HANDLE_MAX),
});
export type ProfileCasinoInput = z.input<typeof profileCasinoSchema>;
