import type { AchievementsResponse } from '../../contract';
import { getJson } from '../../lib/api-client';

/** GET /api/r/profile/{id}/achievements — a member's unlocked achievements. */
export const getUserAchievements = (id: number) =>
  getJson<AchievementsResponse>(`api/r/profile/${encodeURIComponent(String(id))}/achievements`);
