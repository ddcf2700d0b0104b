import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { StoreItem } from '@lobby/contract-commerce';
import { logFailure, useSessionStore } from '@lobby/shared-api';
import { storeKeys } from '../api/query-keys';
import { redeemStoreItem } from '../api/redeem-store-item';

/** How long the success note stays after a redemption. */
export const REDEEM_NOTICE_MS = 5000;

/**
 * The redeem flow: the item being confirmed, the call, then points, stock and the member's
 * purchase count updated at once and every store query (items, purchase history) reloaded.
 * A failure is logged only (spec §8); the reload then shows the item's real state.
 */
export function useRedeem({
  patch,
}: {
  patch: (itemId: number, itemPatch: Partial<StoreItem>, userPoints?: number) => void;
}) {
  const queryClient = useQueryClient();
  const [item, setItem] = useState<StoreItem | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const { mutate, isPending } = useMutation({
    mutationFn: (redeemed: StoreItem) => redeemStoreItem(redeemed.id),
    meta: logFailure('Failed to redeem store item'),
    onSuccess: (res, redeemed) => {
      useSessionStore.getState().setPoints(res.data.user_points);
      patch(
        redeemed.id,
        { quantity: res.data.item_quantity, user_purchases: redeemed.user_purchases + 1 },
        res.data.user_points,
      );
      setNotice(res.message || `Successfully redeemed ${redeemed.name}!`);
    },
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
