import type { ProfileUpdateResponse } from '@lobby/contract-community';
import { postJson } from '@lobby/shared-api';

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
  return postJson<ProfileUpdateResponse>('api/r/profile/update', form, { timeout: 60_000 });
};
