/**
 * The community remote's query keys (each starts with 'community'). A key whose answer depends on
 * who asks carries the viewer's id, so logging in or out never shows another member's view.
 */
export const communityKeys = {
  all: () => ['community'] as const,
  stream: () => ['community', 'stream'] as const,
  totalGivenAway: () => ['community', 'total-given-away'] as const,
  /** Every profile read by username (a prefix for invalidation). */
  profiles: () => ['community', 'profile'] as const,
  profile: (username: string, viewerId: number | null) =>
    ['community', 'profile', username.toLowerCase(), viewerId] as const,
  /** The member's own profile by id: the values of the Settings forms. */
  ownProfile: (userId: number) => ['community', 'own-profile', userId] as const,
  achievements: (profileId: number, own: boolean) =>
    ['community', 'achievements', profileId, own] as const,
  /** Every leaderboard view (a prefix for invalidation). */
  leaderboards: () => ['community', 'leaderboard'] as const,
  leaderboard: (platform: string, period: 'current' | 'last', search: string) =>
    ['community', 'leaderboard', platform.toLowerCase(), period, search.toLowerCase()] as const,
  challenges: () => ['community', 'challenges'] as const,
  chatPointsLeaderboard: () => ['community', 'chat-points-leaderboard'] as const,
  myClaims: (userId: number) => ['community', 'my-claims', userId] as const,
  activity: (profileId: number, own: boolean) => ['community', 'activity', profileId, own] as const,
  /** The member's own casino names and their review status (Settings › Casino). */
  casinoLinks: (userId: number) => ['community', 'casino-links', userId] as const,
};
