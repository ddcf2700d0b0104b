import type { ProfileCasinoInput, ProfileUpdateResponse } from '@lobby/contract-community';
import { postJson } from '@lobby/shared-api';

/** POST /api/r/profile/update, casino form (JSON): casino usernames `crypto`, `crypto2`, `crypto3`. */
export const updateCasinoUsernames = (input: ProfileCasinoInput) =>
  postJson<ProfileUpdateResponse>('api/r/profile/update', input);
