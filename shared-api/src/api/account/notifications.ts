import type { NotificationsResponse } from '../../contract';
import { getJson, postJson } from '../../lib/api-client';

/** GET /api/notifications */
export const getNotifications = () => getJson<NotificationsResponse>('api/notifications');
/** POST /notifications/{id}/read */
export const markNotificationRead = (id: number) =>
  postJson<{ success: true }>(`notifications/${id}/read`, {});
/** POST /notifications/read-all */
export const markAllNotificationsRead = () =>
  postJson<{ success: true }>('notifications/read-all', {});
