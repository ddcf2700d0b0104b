/**
 * Window event telling the header to reload the notifications list (a daily claim, for one, adds
 * a notification). The same name the shell listens to; remotes announce through this function.
 */
export const NOTIFICATIONS_CHANGED_EVENT = 'lobby:notifications-changed';

/** Asks whoever shows notifications (the shell's header) to refresh them. */
export function announceNotificationsChanged(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(NOTIFICATIONS_CHANGED_EVENT));
}
