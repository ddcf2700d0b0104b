/** The bonus hunts' query keys ('engagement' first; the member's prediction carries the member). */
export const bonusHuntKeys = {
  all: () => ['engagement', 'bonus-hunts'] as const,
  /** Every page of GET /api/r/bonus-hunts, whatever hunt it shows. */
  pages: () => ['engagement', 'bonus-hunts', 'page'] as const,
  /** GET /api/r/bonus-hunts?page=n&hunt=: the shown hunt, its stats and one page of past hunts. */
  page: (page: number, hunt: number | null = null) =>
    ['engagement', 'bonus-hunts', 'page', page, hunt] as const,
  predictions: (hunt: number | null = null) =>
    ['engagement', 'bonus-hunts', 'predictions', hunt] as const,
  userPrediction: (huntId: number, userId: number | null) =>
    ['engagement', 'bonus-hunts', 'user-prediction', huntId, userId] as const,
};
