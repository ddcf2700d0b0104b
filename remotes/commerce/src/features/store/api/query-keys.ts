/** The store's query keys ('commerce' first; every answer depends on the member who asks). */
export const storeKeys = {
  /** Every store query (a prefix for invalidation). */
  all: () => ['commerce', 'store'] as const,
  /** Every item list this member has loaded (any search, any sort). */
  lists: (viewerId: number | null) => ['commerce', 'store', 'items', viewerId] as const,
  list: (viewerId: number | null, search: string, sort: string) =>
    ['commerce', 'store', 'items', viewerId, search, sort] as const,
  redemptions: (viewerId: number | null) => ['commerce', 'store', 'redemptions', viewerId] as const,
};
