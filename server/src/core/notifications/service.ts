import type { Notification } from '@lobby/shared-api/contract';
import type { Db } from '../db';
import { signalMember } from '../live/member-signals';
import type { NotificationRow } from './repository';
import {
  insertNotification,
  listUnreadNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from './repository';

/** Most unread notifications GET /api/notifications answers. */
export const NOTIFICATIONS_LIMIT = 50;

export interface NotificationInput {
  /** A short machine type, e.g. 'daily_reward', 'friend_request', 'giveaway_won', 'ticket_reply'. */
  type: string;
  title: string;
  message: string;
  /** A site path (without the base path) the notification leads to, e.g. '/friends'. */
  url?: string | null;
}

/**
 * Sends a member a notification. Pass the transaction when the notification belongs to a change
 * (a claim, a draw, a reply) so both commit or neither does. Answers the notification's id.
 */
export async function notify(
  db: Db,
  userId: number,
  input: NotificationInput,
  at: Date = new Date(),
): Promise<number> {
  signalMember(db, userId, 'notifications');
  return insertNotification(db, {
    user_id: userId,
    type: input.type.slice(0, 64),
    title: input.title.slice(0, 200),
    message: input.message.slice(0, 1000),
    url: input.url ?? null,
    created_at: at.toISOString(),
  });
}

export function toNotification(row: NotificationRow): Notification {
  return {
    id: Number(row.id),
    type: row.type,
    data: { type: row.type, title: row.title, message: row.message, url: row.url },
    read_at: row.read_at,
    created_at: row.created_at,
  };
}

/** The member's unread notifications, newest first. */
export async function getUnreadNotifications(db: Db, userId: number): Promise<Notification[]> {
  return (await listUnreadNotifications(db, userId, NOTIFICATIONS_LIMIT)).map(toNotification);
}

/** false when the member has no notification with that id (another member's counts as none). */
export async function readNotification(db: Db, userId: number, id: number, at: Date) {
  const found = await markNotificationRead(db, userId, id, at.toISOString());
  // The member's other tabs take it off their bell too.
  if (found) signalMember(db, userId, 'notifications');
  return found;
}

export async function readAllNotifications(db: Db, userId: number, at: Date) {
  const result = await markAllNotificationsRead(db, userId, at.toISOString());
  signalMember(db, userId, 'notifications');
  return result;
}
