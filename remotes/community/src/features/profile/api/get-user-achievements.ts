import type { AchievementsResponse } from '@lobby/contract-community';
import { getJson } from '@lobby/shared-api';

/** GET /api/r/profile/{id}/achievements — a member's unlocked achievements. */
export const getUserAchievements = (id: number) =>
  getJson<AchievementsResponse>(`api/r/profile/${encodeURIComponent(String(id))}/achievements`);
