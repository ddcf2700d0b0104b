import { useQuery } from '@tanstack/react-query';
import { WAGER_RAFFLES_CHANNEL, wagerRaffleChannel } from '@lobby/contract-engagement';
import { logFailure, useLiveChannel, useViewerId } from '@lobby/shared-api';
import { getWagerRaffle } from '../api/get-wager-raffle';
import { getWagerRaffles } from '../api/get-wager-raffles';
import { wagerRaffleKeys } from '../api/query-keys';

/** GET /api/r/wager-raffles for /affiliate/wager-raffle. */
export function useWagerRafflesQuery() {
  return useQuery({
    queryKey: wagerRaffleKeys.list(),
    queryFn: async () => (await getWagerRaffles()).data,
    meta: logFailure('[engagement/wager-raffles] Failed to load wager raffles'),
  });
}

/** GET /api/r/wager-raffles/{id} (with the viewer's tickets), live over its channel. */
export function useWagerRaffleQuery(id: number) {
  const viewerId = useViewerId();
  const live = { invalidate: [wagerRaffleKeys.all()] };
  useLiveChannel(Number.isInteger(id) && id > 0 ? wagerRaffleChannel(id) : null, null, live);
  useLiveChannel(WAGER_RAFFLES_CHANNEL, null, live);
  return useQuery({
    queryKey: wagerRaffleKeys.detail(id, viewerId),
    queryFn: async () => (await getWagerRaffle(id)).data,
    meta: logFailure('[engagement/wager-raffles] Failed to load the wager raffle'),
    enabled: Number.isInteger(id) && id > 0,
  });
}
