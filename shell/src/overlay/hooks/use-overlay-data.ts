import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { OverlayDataResponse, OverlayKind } from '@lobby/shared-api';
import type { LiveClient, LiveStatus } from '@lobby/shared-api';
import { getOverlayData, OverlayGoneError } from '../api/get-overlay-data';

/** A fallback for anything the live channel does not announce (a period rolling over). */
export const OVERLAY_POLL_MS = 30_000;
/** Messages arriving together (a burst of bonus wins) cause one refetch. */
const REFETCH_DELAY_MS = 150;

export const overlayKey = (kind: OverlayKind) => ['overlay', kind] as const;

export interface OverlayData<T> {
  /** Nothing to show yet (first load). */
  loading: boolean;
  /** The key opens nothing any more: show nothing. */
  gone: boolean;
  data: T | undefined;
  /** Connection lost (the live stream or the data); the last data stays on screen. */
  reconnecting: boolean;
  /** Server time minus this machine's, for countdowns. */
  clockOffsetMs: number;
}

function useLiveStatus(client: LiveClient): LiveStatus {
  const [status, setStatus] = useState<LiveStatus>(() => client.status());
  useEffect(() => {
    setStatus(client.status());
    return client.onStatus(setStatus);
  }, [client]);
  return status;
}

/**
 * An overlay's data: fetched with its key, refetched after every message of the channels the
 * server names (within a fraction of a second of the change), after the live stream comes back,
 * and every 30 s; failed fetches retry by themselves with backoff.
 */
export function useOverlayData<T>(
  basePath: string,
  kind: OverlayKind,
  key: string,
  client: LiveClient,
): OverlayData<T> {
  const queryClient = useQueryClient();
  const query = useQuery<OverlayDataResponse<T>, Error>({
    queryKey: overlayKey(kind),
    queryFn: ({ signal }) => getOverlayData<T>(basePath, kind, key, signal),
    refetchInterval: (q) => (q.state.error instanceof OverlayGoneError ? false : OVERLAY_POLL_MS),
    refetchOnWindowFocus: false,
    retry: (_count, error) => !(error instanceof OverlayGoneError),
    retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 15_000),
    staleTime: 0,
  });
  const channels = query.data?.channels.join(',') ?? '';

  useEffect(() => {
    if (!channels) return;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const refetch = () => {
      if (timer) return;
      timer = setTimeout(() => {
        timer = null;
        void queryClient.invalidateQueries({ queryKey: overlayKey(kind) });
      }, REFETCH_DELAY_MS);
    };
    const offs = channels.split(',').map((channel) => client.subscribe(channel, refetch));
    return () => {
      if (timer) clearTimeout(timer);
      for (const off of offs) off();
    };
  }, [channels, client, kind, queryClient]);

  const live = useLiveStatus(client);
  const gone = query.error instanceof OverlayGoneError;
  const serverTime = query.data?.server_time;
  const fetchedAt = query.dataUpdatedAt;
  return {
    loading: query.isPending && !gone,
    gone,
    data: gone ? undefined : query.data?.data,
    reconnecting: !gone && (live === 'reconnecting' || query.failureCount > 0),
    clockOffsetMs: serverTime ? Date.parse(serverTime) - fetchedAt : 0,
  };
}
