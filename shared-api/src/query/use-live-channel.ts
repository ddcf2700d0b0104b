import type { QueryKey } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { liveClient } from '../lib/live-client';
import type { LiveClient } from '../lib/live-client';

export interface LiveChannelOptions {
  /** Query keys (prefixes) invalidated on every message and after a reconnect. */
  invalidate?: readonly QueryKey[];
  /** Query keys invalidated only after a reconnect (when `onMessage` picks what to refetch). */
  resync?: readonly QueryKey[];
  /** The client to use (tests); the page's shared one by default. */
  client?: LiveClient;
}

/**
 * Listens to a live channel (`hunt:12`, `leaderboard`…) while the component is mounted: on each
 * message it calls `onMessage` with the payload and invalidates `options.invalidate`; after a
 * dropped connection came back it invalidates them too (messages may have been missed). A null
 * channel listens to nothing.
 */
export function useLiveChannel(
  channel: string | null | undefined,
  onMessage?: ((payload: unknown) => void) | null,
  options: LiveChannelOptions = {},
): void {
  const queryClient = useQueryClient();
  const latest = useRef({ onMessage, invalidate: options.invalidate, resync: options.resync });
  latest.current = { onMessage, invalidate: options.invalidate, resync: options.resync };
  const client = options.client;

  useEffect(() => {
    if (!channel) return;
    return (client ?? liveClient()).subscribe(channel, (signal) => {
      const { onMessage: handler, invalidate, resync } = latest.current;
      for (const queryKey of invalidate ?? []) void queryClient.invalidateQueries({ queryKey });
      if (signal.kind === 'message') handler?.(signal.payload);
      else for (const queryKey of resync ?? []) void queryClient.invalidateQueries({ queryKey });
    });
  }, [channel, client, queryClient]);
}
