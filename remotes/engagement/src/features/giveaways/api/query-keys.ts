/** The giveaways' query keys ('engagement' first; the detail carries the viewer's own entries). */
export const giveawayKeys = {
  /** Every giveaway query (a prefix for invalidation after an entry). */
  all: () => ['engagement', 'giveaways'] as const,
  list: () => ['engagement', 'giveaways', 'list'] as const,
  detail: (id: number, viewerId: number | null) =>
    ['engagement', 'giveaways', 'detail', id, viewerId] as const,
  entries: (id: number) => ['engagement', 'giveaways', 'entries', id] as const,
  drawList: (id: number) => ['engagement', 'giveaways', 'draw-list', id] as const,
};
