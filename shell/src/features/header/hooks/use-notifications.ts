import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Notification } from '@lobby/shared-api';
import {
  getNotifications,
  logFailure,
  markAllNotificationsRead,
  markNotificationRead,
  sharedKeys,
  useViewerId,
} from '@lobby/shared-api';

/**
 * A new notification reaches the bell at once through the member's live channel
 * (layout/hooks/use-member-live.ts); this slow refresh only covers a stream that cannot stay open.
 */
export const NOTIFICATIONS_REFRESH_MS = 5 * 60_000;

const loadNotifications = () =>
  getNotifications().then((list) => (Array.isArray(list) ? list : []));
const unreadOnly = (list: Notification[]) => list.filter((n) => !n.read_at);

/**
 * The member's unread notifications, refreshed as soon as one arrives (the live channel
 * invalidates this query) and every five minutes besides, with read / read-all actions that take
 * the notification off the list at once.
 */
export function useNotifications(enabled: boolean) {
  const viewerId = useViewerId();
  const queryClient = useQueryClient();
  const key = sharedKeys.notificationList(viewerId);
  const query = useQuery({
    queryKey: key,
    queryFn: loadNotifications,
    select: unreadOnly,
    enabled: enabled && viewerId !== null,
    refetchInterval: NOTIFICATIONS_REFRESH_MS,
    meta: logFailure('[lobby] notifications could not be loaded'),
  });

  // Takes notifications off the cached list before the server has answered.
  const drop = async (keep: (n: Notification) => boolean) => {
    await queryClient.cancelQueries({ queryKey: key });
    queryClient.setQueryData<Notification[]>(key, (list) => list?.filter(keep));
  };

  const { mutateAsync: markOne } = useMutation({
    mutationFn: markNotificationRead,
    meta: logFailure('[lobby] notification could not be marked read'),
    onMutate: (id: number) => drop((n) => n.id !== id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  const { mutateAsync: markAll } = useMutation({
    mutationFn: markAllNotificationsRead,
    meta: logFailure('[lobby] notifications could not be marked read'),
    onMutate: () => drop(() => false),
  });

  const markRead = useCallback((id: number) => markOne(id).catch(() => undefined), [markOne]);
  const markAllRead = useCallback(() => markAll().catch(() => undefined), [markAll]);
  const { refetch } = query;
  const refresh = useCallback(() => refetch().then(() => undefined), [refetch]);

  // A failed load shows an empty list (it is logged), as before any notification arrives.
  const items = query.isError ? [] : (query.data ?? []);
  const loaded = query.isSuccess || query.isError;
  return { items, unread: items.length, loaded, markRead, markAllRead, refresh };
}
