import { useQuery } from '@tanstack/react-query';
import { ApiError, logFailure, useViewerId } from '@lobby/shared-api';
import { getGiveaway } from '../api/get-giveaway';
import { getGiveawayEntries } from '../api/get-giveaway-entries';
import { getGiveaways } from '../api/get-giveaways';
import { giveawayKeys } from '../api/query-keys';

/** GET /api/r/giveaways for /raffles. */
export function useGiveawaysQuery() {
  return useQuery({
    queryKey: giveawayKeys.list(),
    queryFn: async () => (await getGiveaways()).data,
    meta: logFailure('[engagement/giveaways] Failed to load raffles'),
  });
}

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** GET /api/r/giveaways/{id} (with the viewer's own entries) and its entries, for /raffles/{id}. */
export function useGiveawayQueries(id: number) {
  const viewerId = useViewerId();
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
