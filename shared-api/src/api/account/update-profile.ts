import type {
  ProfileCasinoInput,
  ProfileSocialInput,
  ProfileUpdateResponse,
} from '@lobby/contract-community';
import { postJson } from '../../lib/api-client';

const UPDATE = 'api/r/profile/update';

/**
 * POST /api/r/profile/update, profile form: multipart `bio` and, when given, the `banner` image
 * file. Answers the member's own profile after the save.
 */
export const updateProfile = ({ bio, banner }: { bio: string; banner?: Blob | null }) => {
  const form = new FormData();
  form.append('bio', bio);
  if (banner) {
    const name =
      'name' in banner && typeof banner.name === 'string' && banner.name ? banner.name : 'banner';
    form.append('banner', banner, name);
  }
  // Uploads get a longer timeout than the default.
  return postJson<ProfileUpdateResponse>(UPDATE, form, { timeout: 60_000 });
};

/** POST /api/r/profile/update, social form (JSON): X/Twitter, YouTube, Instagram, TikTok handles. */
export const updateSocialHandles = (input: ProfileSocialInput) =>
  postJson<ProfileUpdateResponse>(UPDATE, input);

/** POST /api/r/profile/update, casino form (JSON): casino usernames `crypto`, `crypto2`, `crypto3`. */
export const updateCasinoUsernames = (input: ProfileCasinoInput) =>
  postJson<ProfileUpdateResponse>(UPDATE, input);
