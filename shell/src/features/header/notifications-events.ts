/**
 * DOM event that asks the header to refresh the notifications now (something the member just did
 * created one, e.g. the daily claim). Anything on the page may dispatch it by name.
 */
export const NOTIFICATIONS_CHANGED_EVENT = 'lobby:notifications-changed';

export function announceNotificationsChanged(): void {
  window.dispatchEvent(new Event(NOTIFICATIONS_CHANGED_EVENT));
}
