import type { AchievementsResponse } from '@lobby/contract-community';
import { getJson } from '@lobby/shared-api';

/** GET /api/r/profile/achievements — the logged-in member's unlocked achievements. */
export const getOwnAchievements = () => getJson<AchievementsResponse>('api/r/profile/achievements');
