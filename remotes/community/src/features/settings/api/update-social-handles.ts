import type { ProfileSocialInput, ProfileUpdateResponse } from '@lobby/contract-community';
import { postJson } from '@lobby/shared-api';

/** POST /api/r/profile/update, social form (JSON): X/Twitter, YouTube, Instagram, TikTok handles. */
export const updateSocialHandles = (input: ProfileSocialInput) =>
  postJson<ProfileUpdateResponse>('api/r/profile/update', input);
