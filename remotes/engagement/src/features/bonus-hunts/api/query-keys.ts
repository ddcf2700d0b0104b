/** The bonus hunts' query keys ('engagement' first; the member's prediction carries the member). */
export const bonusHuntKeys = {
  all: () => ['engagement', 'bonus-hunts'] as const,
  /** GET /api/r/bonus-hunts?page=n: the latest hunt, its stats and one page of past hunts. */
  page: (page: number) => ['engagement', 'bonus-hunts', 'page', page] as const,
  predictions: () => ['engagement', 'bonus-hunts', 'predictions'] as const,
  userPrediction: (huntId: number, userId: number | null) =>
    ['engagement', 'bonus-hunts', 'user-prediction', huntId, userId] as const,
};
