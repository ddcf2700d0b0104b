import type { QueryKey } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { memberChannel } from '../contract';
import type { MemberSignal, MemberTopic } from '../contract';
import { liveClient } from '../lib/live-client';
import type { LiveClient } from '../lib/live-client';
import { useViewerId } from './use-viewer-id';

/**
 * Calls `onSignal` when something of the logged-in member's changes on the server (their points,
 * a notification, a ticket…: `topics`), within a second of the change, through their own live
 * channel — and after a dropped stream came back, as messages may have been missed. Nothing for a
 * visitor. The page's one live stream carries it beside the public channels.
 */
export function useMemberSignal(
  topics: readonly MemberTopic[],
  onSignal: (topics: readonly MemberTopic[]) => void,
  client?: LiveClient,
): void {
  const viewerId = useViewerId();
  const latest = useRef({ topics, onSignal });
  latest.current = { topics, onSignal };

  useEffect(() => {
    if (viewerId === null) return;
    return (client ?? liveClient()).subscribe(memberChannel(viewerId), (signal) => {
      const { topics: wanted, onSignal: handler } = latest.current;
      if (signal.kind === 'reconnected') return handler(wanted);
      const changed = ((signal.payload as MemberSignal | null)?.topics ?? []).filter((t) =>
        wanted.includes(t),
      );
      if (changed.length) handler(changed);
    });
  }, [viewerId, client]);
}

/**
 * Refetches `queryKeys` (prefixes) when one of the member's `topics` changes on the server, or
 * after a dropped stream came back: what a page needs to show a staff decision without a reload.
 */
export function useMemberRefetch(
  topics: readonly MemberTopic[],
  queryKeys: readonly QueryKey[],
): void {
  const queryClient = useQueryClient();
  const keys = useRef(queryKeys);
  keys.current = queryKeys;
  const refetch = useCallback(() => {
    for (const queryKey of keys.current) void queryClient.invalidateQueries({ queryKey });
  }, [queryClient]);
  useMemberSignal(topics, refetch);
}
