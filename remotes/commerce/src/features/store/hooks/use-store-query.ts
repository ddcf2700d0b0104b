import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { StoreSort } from '@lobby/contract-commerce';
import { DEFAULT_STORE_SORT, parseStoreSort } from '../utils/store-sort';
import { useDebouncedValue } from './use-debounced-value';

/** How long the search box waits for typing to pause before it queries. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The store's search and sort, kept in the URL (`?search=&sort=`) so a reload or a shared link
 * shows the same view. The search box has its own immediate value; the URL (and so the query)
 * follows it once typing pauses.
 */
export function useStoreQuery() {
  const [params, setParams] = useSearchParams();
  const search = (params.get('search') ?? '').trim();
  const sort = parseStoreSort(params.get('sort'));

  const [searchInput, setSearchInput] = useState(search);
  const debounced = useDebouncedValue(searchInput, SEARCH_DEBOUNCE_MS).trim();

  const writeParam = useCallback(
    (key: 'search' | 'sort', value: string | null) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (value) next.set(key, value);
          else next.delete(key);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  // Typing paused: move the search into the URL. Only a new debounced value writes (the
  // effect may re-run when the URL changes from outside, which is handled below).
  const lastDebounced = useRef(debounced);
  useEffect(() => {
    if (debounced === lastDebounced.current) return;
    lastDebounced.current = debounced;
    if (debounced !== search) writeParam('search', debounced || null);
  }, [debounced, search, writeParam]);

  // The URL changed from outside (back/forward, a link): show it in the box.
  useEffect(() => {
    setSearchInput((current) => (current.trim() === search ? current : search));
  }, [search]);

  const setSort = useCallback(
    (value: StoreSort) => writeParam('sort', value === DEFAULT_STORE_SORT ? null : value),
    [writeParam],
  );

  const clearSearch = useCallback(() => {
    setSearchInput('');
    writeParam('search', null);
  }, [writeParam]);

  return { search, sort, searchInput, setSearchInput, setSort, clearSearch };
}
