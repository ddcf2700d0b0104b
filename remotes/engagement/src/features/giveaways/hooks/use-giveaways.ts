import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { GIVEAWAYS_CHANNEL, giveawayChannel } from '@lobby/contract-engagement';
import { ApiError, logFailure, useLiveChannel, useViewerId } from '@lobby/shared-api';
import { getGiveaway } from '../api/get-giveaway';
import { getGiveawayEntries } from '../api/get-giveaway-entries';
import { getGiveaways } from '../api/get-giveaways';
import { giveawayKeys } from '../api/query-keys';

/** Live messages arriving closer together than this refetch once (a busy giveaway's entries). */
const LIVE_COALESCE_MS = 500;

/**
 * Refetches the giveaways the page shows when the live channel says one changed: another
 * member's entry, a staff edit, the draw (by the job or by hand). Messages are coalesced, so a
 * giveaway taking many entries a second costs each open page one refetch per half second; after a
 * dropped stream the page refetches too.
 */
function useGiveawaysLive(channel: string | null) {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const refresh = useCallback(() => {
    if (timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      void queryClient.invalidateQueries({ queryKey: giveawayKeys.all() });
    }, LIVE_COALESCE_MS);
  }, [queryClient]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const options = { resync: [giveawayKeys.all()] };
  useLiveChannel(channel, refresh, options);
  useLiveChannel(GIVEAWAYS_CHANNEL, refresh, options);
}

/** GET /api/r/giveaways for /raffles, live. */
export function useGiveawaysQuery() {
  useGiveawaysLive(null);
  return useQuery({
    queryKey: giveawayKeys.list(),
    queryFn: async () => (await getGiveaways()).data,
    meta: logFailure('[engagement/giveaways] Failed to load raffles'),
  });
}

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** GET /api/r/giveaways/{id} (with the viewer's own entries) and its entries, for /raffles/{id}, live. */
export function useGiveawayQueries(id: number) {
  const viewerId = useViewerId();
  useGiveawaysLive(Number.isInteger(id) && id > 0 ? giveawayChannel(id) : null);
  const detail = useQuery({
    queryKey: giveawayKeys.detail(id, viewerId),
    queryFn: async () => (await getGiveaway(id)).data,
    meta: logFailure('[engagement/giveaways] Failed to load the raffle'),
    enabled: Number.isInteger(id) && id > 0,
  });
  const entries = useQuery({
    queryKey: giveawayKeys.entries(id),
    queryFn: () => getGiveawayEntries(id),
    meta: logFailure('[engagement/giveaways] Failed to load raffle entries'),
    enabled: detail.isSuccess,
  });
  return { detail, entries };
}
