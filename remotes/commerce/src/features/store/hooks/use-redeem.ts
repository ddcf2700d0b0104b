import { useCallback, useEffect, useState } from 'react';
import type { StoreItem } from '@lobby/contract-commerce';
import { redeemStoreItem, useSessionStore } from '@lobby/shared-api';

/** How long the success note stays after a redemption. */
export const REDEEM_NOTICE_MS = 5000;

/**
 * The redeem flow: the item being confirmed, the call, then points, stock and the member's
 * purchase count updated at once and the store reloaded. A failure is logged only (spec §8);
 * the reload then shows the item's real state.
 */
export function useRedeem({
  patch,
  reload,
}: {
  patch: (itemId: number, itemPatch: Partial<StoreItem>, userPoints?: number) => void;
  reload: () => void;
}) {
  const [item, setItem] = useState<StoreItem | null>(null);
  const [redeeming, setRedeeming] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const open = useCallback((next: StoreItem) => setItem(next), []);
  const close = useCallback(() => setItem(null), []);

  const confirm = useCallback(async () => {
    if (!item) return;
    setRedeeming(true);
    try {
      const res = await redeemStoreItem(item.id);
      useSessionStore.getState().setPoints(res.data.user_points);
      patch(
        item.id,
        { quantity: res.data.item_quantity, user_purchases: item.user_purchases + 1 },
        res.data.user_points,
      );
      setNotice(res.message || `Successfully redeemed ${item.name}!`);
    } catch (error) {
      console.error('Failed to redeem store item', error);
    } finally {
      setRedeeming(false);
      setItem(null);
      reload();
    }
  }, [item, patch, reload]);

  useEffect(() => {
    if (!notice) return;
    const id = setTimeout(() => setNotice(null), REDEEM_NOTICE_MS);
    return () => clearTimeout(id);
  }, [notice]);

  return { item, redeeming, notice, open, close, confirm, dismissNotice: () => setNotice(null) };
}
