import type { AchievementsResponse } from '@lobby/contract-community';
import { getJson } from '../../lib/api-client';

/** GET /api/r/profile/achievements — the logged-in member's unlocked achievements. */
export const getOwnAchievements = () => getJson<AchievementsResponse>('api/r/profile/achievements');
