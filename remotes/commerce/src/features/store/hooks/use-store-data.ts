import { useCallback, useEffect, useState } from 'react';
import type { StoreItem, StoreResponse, StoreSort } from '@lobby/contract-commerce';
import { getStore, useSessionStore } from '@lobby/shared-api';

export type StoreLoadStatus = 'loading' | 'ready' | 'error';

/**
 * Loads GET /api/r/store for the given search and sort. The previous answer stays on screen
 * while a new one loads (no layout jump); a late answer for an old query is dropped.
 * The member's points from the answer are copied into the session store.
 */
export function useStoreData({ search, sort }: { search: string; sort: StoreSort }) {
  const [data, setData] = useState<StoreResponse | null>(null);
  const [status, setStatus] = useState<StoreLoadStatus>('loading');
  const [reloading, setReloading] = useState(false);
  const [reloadKey, setReloadKey] = useState(0);

  useEffect(() => {
    let current = true;
    setReloading(true);
    getStore({ search: search || undefined, sort })
      .then((res) => {
        if (!current) return;
        setData(res);
        setStatus('ready');
        if (res.user_points != null) useSessionStore.getState().setPoints(res.user_points);
      })
      .catch((error: unknown) => {
        if (!current) return;
        console.error('Failed to load the store', error);
        setStatus((s) => (s === 'ready' ? s : 'error'));
      })
      .finally(() => {
        if (current) setReloading(false);
      });
    return () => {
      current = false;
    };
  }, [search, sort, reloadKey]);

  const reload = useCallback(() => {
    setStatus((s) => (s === 'error' ? 'loading' : s));
    setReloadKey((k) => k + 1);
  }, []);

  /** Applies a known change locally before the reload confirms it (after a redemption). */
  const patch = useCallback(
    (itemId: number, itemPatch: Partial<StoreItem>, userPoints?: number) => {
      setData((d) =>
        d
          ? {
              ...d,
              user_points: userPoints ?? d.user_points,
              store_items: d.store_items.map((i) => (i.id === itemId ? { ...i, ...itemPatch } : i)),
            }
          : d,
      );
    },
    [],
  );

  return { data, status, reloading, reload, patch };
}
