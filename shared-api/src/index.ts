// @lobby/shared-api — what every area shares: the HTTP client, the session store, the site's
// settings, session and registry, the member's account (notifications, friends, daily claim), the
// data the shell and a remote both show (affiliates, the leaderboard summary), the query client
// and the common contract. Each area's own calls live in its remote.
export * from './contract';
export {
  api,
  ApiError,
  NetworkError,
  getJson,
  postJson,
  sendJson,
  siteUrl,
  setBearerToken,
} from './lib/api-client';
export { readCsrfToken, writeCsrfToken, readPagePreload, readBasePath } from './lib/page';
export type {
  AdminNavItem,
  AdminRole,
  AdminRoute,
  RemoteAdminModule,
  RemoteRoute,
  RemoteRoutesModule,
} from './lib/remote-routes';
export { useSessionStore, useCurrentUser, DEFAULT_SETTINGS } from './stores/session-store';
export type { SessionState } from './stores/session-store';
export { hydrateStandaloneSession } from './lib/standalone-session';
export * from './api/site/get-settings';
export * from './api/site/get-session';
export * from './api/site/get-remote-registry';
export * from './api/site/get-affiliates';
export * from './api/site/get-leaderboards';
export * from './api/account/demo-login';
export * from './api/account/claim-daily';
export * from './api/account/set-time-zone';
export * from './api/account/notifications';
export * from './api/account/friends';
export { createQueryClient, logFailure, retryOnce, QUERY_STALE_MS } from './query/query-client';
export type { LogMeta } from './query/query-client';
export { sharedKeys } from './query/query-keys';
export { useViewerId } from './query/use-viewer-id';
export { useLiveChannel } from './query/use-live-channel';
export { useMemberRefetch, useMemberSignal } from './query/use-member-signal';
export type { LiveChannelOptions } from './query/use-live-channel';
export { LiveClient, liveClient } from './lib/live-client';
export type { LiveSignal, LiveStatus, LiveSubscriber } from './lib/live-client';
export { useAffiliatesQuery } from './query/use-affiliates-query';
export { useLeaderboardSummaryQuery } from './query/use-leaderboard-summary-query';
export {
  useDailyClaim,
  claimFailureText,
  CLAIM_SUCCESS_MS,
  CLAIM_ERROR_MS,
  CLAIM_FAILED_TEXT,
} from './query/use-daily-claim';
export type { ClaimFeedback } from './query/use-daily-claim';
export {
  useFriendsQuery,
  useFriendRequestsQuery,
  useSendFriendRequest,
  useAcceptFriendRequest,
  useDeclineFriendRequest,
  useRemoveFriend,
} from './query/use-friends';
