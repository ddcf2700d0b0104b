/** The wager raffles' query keys ('engagement' first; the detail carries the viewer's tickets). */
export const wagerRaffleKeys = {
  all: () => ['engagement', 'wager-raffles'] as const,
  list: () => ['engagement', 'wager-raffles', 'list'] as const,
  detail: (id: number, viewerId: number | null) =>
    ['engagement', 'wager-raffles', 'detail', id, viewerId] as const,
  drawList: (id: number) => ['engagement', 'wager-raffles', 'draw-list', id] as const,
};
