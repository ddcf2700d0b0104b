// @lobby/shared-api — the HTTP client, typed calls, the API contract and the session store.
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
export type { RemoteRoute, RemoteRoutesModule } from './lib/remote-routes';
export { useSessionStore, useCurrentUser, DEFAULT_SETTINGS } from './stores/session-store';
export type { SessionState } from './stores/session-store';
export * from './api/site/get-settings';
export * from './api/site/get-affiliates';
export * from './api/site/get-total-given-away';
export * from './api/site/get-stream-status';
export * from './api/site/get-remote-registry';
export * from './api/leaderboard/get-leaderboards';
export * from './api/leaderboard/get-leaderboard-top';
export * from './api/leaderboard/get-leaderboard';
export * from './api/bonus-hunts/get-bonus-hunts';
export * from './api/bonus-hunts/get-bonus-hunt-predictions';
export * from './api/bonus-hunts/get-user-prediction';
export * from './api/store/get-store';
export * from './api/store/get-redemptions';
export * from './api/support/get-captcha';
export * from './api/support/send-contact-message';
export * from './api/account/demo-login';
export * from './api/account/claim-daily';
export * from './api/account/get-user';
export * from './api/account/notifications';
export * from './api/account/friends';
export * from './api/account/set-time-zone';
export * from './api/account/disconnect-kick';
export * from './api/site/get-session';
export { hydrateStandaloneSession } from './lib/standalone-session';
export * from './api/store/redeem-store-item';
export * from './api/profile/get-own-achievements';
export * from './api/profile/get-user-achievements';
export * from './api/profile/get-own-recent-activity';
export * from './api/profile/get-user-recent-activity';
export * from './api/account/update-profile';
export {
  NOTIFICATIONS_CHANGED_EVENT,
  announceNotificationsChanged,
} from './lib/notifications-events';
