import { useCallback, useEffect, useRef, useState } from 'react';
import type { Notification } from '@lobby/shared-api';
import {
  getNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  NOTIFICATIONS_CHANGED_EVENT,
} from '@lobby/shared-api';

/** The notifications list is refreshed this often while a member is logged in. */
export const NOTIFICATIONS_REFRESH_MS = 60_000;

/** The member's unread notifications, refreshed every minute, with read / read-all actions. */
export function useNotifications(enabled: boolean) {
  const [items, setItems] = useState<Notification[]>([]);
  const [loaded, setLoaded] = useState(false);
  const alive = useRef(true);

  const refresh = useCallback(async () => {
    try {
      const list = await getNotifications();
      if (alive.current) setItems((Array.isArray(list) ? list : []).filter((n) => !n.read_at));
    } catch (error) {
      console.error('[lobby] notifications could not be loaded', error);
      if (alive.current) setItems([]);
    } finally {
      if (alive.current) setLoaded(true);
    }
  }, []);

  useEffect(() => {
    alive.current = true;
    if (!enabled) {
      setItems([]);
      setLoaded(false);
      return;
    }
    void refresh();
    const id = setInterval(() => void refresh(), NOTIFICATIONS_REFRESH_MS);
    const onChanged = () => void refresh();
    window.addEventListener(NOTIFICATIONS_CHANGED_EVENT, onChanged);
    return () => {
      alive.current = false;
      clearInterval(id);
      window.removeEventListener(NOTIFICATIONS_CHANGED_EVENT, onChanged);
    };
  }, [enabled, refresh]);

  const markRead = useCallback(
    async (id: number) => {
      setItems((list) => list.filter((n) => n.id !== id));
      try {
        await markNotificationRead(id);
      } catch (error) {
        console.error('[lobby] notification could not be marked read', error);
      }
      await refresh();
    },
    [refresh],
  );

  const markAllRead = useCallback(async () => {
    setItems([]);
    try {
      await markAllNotificationsRead();
    } catch (error) {
      console.error('[lobby] notifications could not be marked read', error);
    }
  }, []);

  return { items, unread: items.length, loaded, markRead, markAllRead, refresh };
}
