import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Slot } from '@lobby/contract-engagement';
import { SLOT_SEARCH_MIN_CHARS, SLOT_SEARCH_TIMEOUT_MS } from '@lobby/contract-engagement';
import { searchSlots, slotKeys } from '../api/search-slots';

const DEBOUNCE_MS = 250;

function useDebounced<T>(value: T, ms: number): T {
  const [current, setCurrent] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setCurrent(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return current;
}

/**
 * The slot catalogue search behind a picker: asks once the text has 2 characters and has stopped
 * changing for 250 ms, gives up after the timeout, keeps answers for 5 minutes.
 */
export function useSlotSearch(text: string, timeout = SLOT_SEARCH_TIMEOUT_MS) {
  const query = useDebounced(text.trim(), DEBOUNCE_MS);
  const enabled = query.length >= SLOT_SEARCH_MIN_CHARS;
  const result = useQuery({
    queryKey: slotKeys.search(query),
    queryFn: ({ signal }) => searchSlots(query, timeout, signal),
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });
  return {
    slots: enabled ? (result.data?.data ?? []) : ([] as Slot[]),
    searching: enabled && result.isFetching,
    failed: enabled && result.isError,
    /** The text the answer is for (what is typed may be newer). */
    query,
  };
}
