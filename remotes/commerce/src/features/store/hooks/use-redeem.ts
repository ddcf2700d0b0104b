import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { RedeemResponse, StoreItem, StoreResponse } from '@lobby/contract-commerce';
import { logFailure, useSessionStore, useViewerId } from '@lobby/shared-api';
import { storeKeys } from '../api/query-keys';
import { redeemStoreItem } from '../api/redeem-store-item';

/** How long the success note stays after a redemption. */
export const REDEEM_NOTICE_MS = 5000;

/** A store answer with a redemption's result applied to the redeemed item and the points. */
function withRedemption(
  answer: StoreResponse,
  redeemed: StoreItem,
  result: RedeemResponse['data'],
): StoreResponse {
  return {
    ...answer,
    user_points: result.user_points,
    store_items: answer.store_items.map((i) =>
      i.id === redeemed.id
        ? {
            ...i,
            quantity: result.item_quantity,
            // One more than when the member confirmed; an answer that already counts it stays.
            user_purchases: Math.max(i.user_purchases, redeemed.user_purchases + 1),
          }
        : i,
    ),
  };
}

/**
 * The redeem flow: the item being confirmed, the call, then points, stock and the member's
 * purchase count updated at once and every store query (items, purchase history) reloaded.
 *
 * Store answers still loading when the redemption's answer arrives were asked before it (a
 * search typed just before redeeming, a refetch): they are cancelled first, so none of them can
 * land afterwards and put the old stock, points or purchase count back on screen; the reload
 * that follows asks again. The result is applied to every item list the member has loaded (the
 * one on screen may be the previous search's, kept while a new search loads).
 * A failure is logged only (spec §8); the reload then shows the item's real state.
 */
export function useRedeem() {
  const queryClient = useQueryClient();
  const viewerId = useViewerId();
  const [item, setItem] = useState<StoreItem | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const { mutate, isPending } = useMutation({
    mutationFn: (redeemed: StoreItem) => redeemStoreItem(redeemed.id),
    meta: logFailure('Failed to redeem store item'),
    onSuccess: async (res, redeemed) => {
      await queryClient.cancelQueries({ queryKey: storeKeys.all() });
      useSessionStore.getState().setPoints(res.data.user_points);
      queryClient.setQueriesData<StoreResponse>({ queryKey: storeKeys.lists(viewerId) }, (d) =>
        d ? withRedemption(d, redeemed, res.data) : d,
      );
      setNotice(res.message || `Successfully redeemed ${redeemed.name}!`);
    },
    // Whatever was loading may predate the failed attempt's effect too: the reload asks again.
    onError: () => queryClient.cancelQueries({ queryKey: storeKeys.all() }),
    onSettled: () => {
      setItem(null);
      void queryClient.invalidateQueries({ queryKey: storeKeys.all() });
    },
  });

  const open = useCallback((next: StoreItem) => setItem(next), []);
  const close = useCallback(() => setItem(null), []);
  const confirm = useCallback(() => {
    if (item) mutate(item);
  }, [item, mutate]);

  useEffect(() => {
    if (!notice) return;
    const id = setTimeout(() => setNotice(null), REDEEM_NOTICE_MS);
    return () => clearTimeout(id);
  }, [notice]);

  return {
    item,
    redeeming: isPending,
    notice,
    open,
    close,
    confirm,
    dismissNotice: () => setNotice(null),
  };
}
