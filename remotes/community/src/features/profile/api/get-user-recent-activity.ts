import type { ActivitiesResponse } from '@lobby/contract-community';
import { getJson } from '@lobby/shared-api';

/** GET /api/r/user/{id}/recent-activity — a member's recent activity, newest first. */
export const getUserRecentActivity = (id: number) =>
  getJson<ActivitiesResponse>(`api/r/user/${encodeURIComponent(String(id))}/recent-activity`);
