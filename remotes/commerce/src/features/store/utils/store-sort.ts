import type { StoreSort } from '@lobby/contract-commerce';
import { STORE_SORTS } from '@lobby/contract-commerce';

export const DEFAULT_STORE_SORT: StoreSort = 'newest';

/** The sort select's options, in the order the spec lists them. */
export const STORE_SORT_OPTIONS: Array<{ value: StoreSort; label: string }> = [
  { value: 'price_asc', label: 'Price: Low to High' },
  { value: 'price_desc', label: 'Price: High to Low' },
  { value: 'popular', label: 'Most Popular' },
  { value: 'newest', label: 'Newest' },
];

/** A sort from the URL, or the default when it is missing or unknown. */
export function parseStoreSort(value: string | null): StoreSort {
  return (STORE_SORTS as readonly string[]).includes(value ?? '')
    ? (value as StoreSort)
    : DEFAULT_STORE_SORT;
}
