import { useQueryClient } from '@tanstack/react-query';
import type { HuntLiveEvent } from '@lobby/contract-engagement';
import { HUNTS_CHANNEL, huntChannel } from '@lobby/contract-engagement';
import { useLiveChannel } from '@lobby/shared-api';
import { bonusHuntKeys } from '../api/query-keys';

/**
 * Keeps the bonus hunt page live: a change to the shown hunt refetches what it touches (the hunt
 * and its figures, or the predictions), a hunt starting or ending refetches the whole page, and
 * a stream that came back after a drop refetches everything.
 */
export function useHuntLive(huntId: number | null) {
  const queryClient = useQueryClient();
  const refetch = (key: readonly unknown[]) =>
    void queryClient.invalidateQueries({ queryKey: key });
  useLiveChannel(
    huntId != null ? huntChannel(huntId) : null,
    (payload) => {
      const event = payload as Partial<HuntLiveEvent>;
      if (event.type === 'predictions') {
        refetch(bonusHuntKeys.predictions(huntId));
        refetch(bonusHuntKeys.predictions());
        refetch(bonusHuntKeys.pages());
      } else if (event.type === 'completed' || event.type === 'deleted') {
        refetch(bonusHuntKeys.all());
      } else {
        refetch(bonusHuntKeys.pages());
      }
    },
    { resync: [bonusHuntKeys.all()] },
  );
  useLiveChannel(HUNTS_CHANNEL, null, { invalidate: [bonusHuntKeys.all()] });
}
