import type { ActivitiesResponse } from '@lobby/contract-community';
import { getJson } from '@lobby/shared-api';

/** GET /api/r/profile/recent-activity — the logged-in member's recent activity, newest first. */
export const getOwnRecentActivity = () =>
  getJson<ActivitiesResponse>('api/r/profile/recent-activity');
