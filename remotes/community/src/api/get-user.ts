import type { UserProfileResponse } from '@lobby/contract-community';
import { getJson } from '@lobby/shared-api';

/** GET /api/r/user/{id} or /api/r/user/{username} */
export const getUser = (idOrUsername: string | number) =>
  getJson<UserProfileResponse>(`api/r/user/${encodeURIComponent(String(idOrUsername))}`);
