export interface Notification {
  id: number;
  type: string;
  data: { type: string; title: string; message: string; url?: string | null };
  read_at: string | null;
  created_at: string;
}
/** GET /api/notifications answers Notification[] (unread first, newest first). */
export type NotificationsResponse = Notification[];
