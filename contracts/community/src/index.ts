// @lobby/contract-community — the community area's API contract: request schemas (zod) and
// response types shared by the server and the community remote. It imports only zod and
// @lobby/shared-api/contract: no browser or server dependencies.
export * from './leaderboard';
export * from './stream';
export * from './home';
export * from './profile';
export * from './achievements';
export * from './profile-activity';
export * from './profile-limits';
export * from './profile-update';
export * from './leaderboard-data';
export * from './casino-links';
export * from './leaderboard-admin';
export * from './challenges';
export * from './chat-points';
export * from './chat-points-admin';
