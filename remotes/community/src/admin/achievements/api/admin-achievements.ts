import type { AdminAchievementsResponse } from '@lobby/contract-community';
import { getJson } from '@lobby/shared-api';

export const adminAchievementKeys = {
  list: () => ['community', 'admin', 'achievements'] as const,
};

export const listAdminAchievements = () =>
  getJson<AdminAchievementsResponse>('api/admin/community/achievements');
