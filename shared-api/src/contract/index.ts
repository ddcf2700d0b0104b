// The shared API contract: what every area or the shell needs — common helpers (ids, pages, the
// error body), settings, the session and its member, login, notifications, friends, the remote
// registry, the page preload, the daily claim and the leaderboard summary of the header banner.
// Each area's own request schemas and response types live in its package @lobby/contract-<area>
// (contracts/<area>), which may import this sub-path. No browser or server dependencies here.
export * from './common';
export * from './settings';
export * from './affiliates';
export * from './leaderboard';
export * from './users';
export * from './auth';
export * from './notifications';
export * from './friends';
export * from './registry';
export * from './semver';
export * from './preload';
export * from './daily-claim';
export * from './live';
export * from './admin';
export * from './admin-affiliates';
export * from './admin-audit';
export * from './admin-jobs';
export * from './admin-members';
export * from './admin-overview';
export * from './overlays';
export * from './admin-payouts';
export * from './admin-remotes';
export * from './admin-site';
export * from './admin-stream';
export * from './admin-uploads';
