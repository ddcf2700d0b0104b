/**
 * Query keys of the data the shell and the remotes share. A key starts with its owner ('site' and
 * 'account' here; an area's own keys start with the area's name), and a key whose answer depends
 * on who asks carries the viewer's id (null for a visitor), so no member is shown another's cache.
 */
export const sharedKeys = {
  /** GET /api/r/affiliates: the sidebar's promos and the home page's partner cards. */
  affiliates: () => ['site', 'affiliates'] as const,
  /** GET /api/r/leaderboard: the header banner and the home page's carousel. */
  leaderboardSummary: () => ['site', 'leaderboard-summary'] as const,
  /** Everything of the logged-in member's account (a prefix for invalidation). */
  account: () => ['account'] as const,
  /** Every notifications query (a prefix for invalidation). */
  notifications: () => ['account', 'notifications'] as const,
  notificationList: (viewerId: number | null) => ['account', 'notifications', viewerId] as const,
  /** Every friends query (a prefix for invalidation). */
  friends: () => ['account', 'friends'] as const,
  friendList: (viewerId: number | null) => ['account', 'friends', 'list', viewerId] as const,
  friendRequests: (viewerId: number | null) =>
    ['account', 'friends', 'requests', viewerId] as const,
};
