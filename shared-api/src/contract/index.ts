// The API contract: request schemas (zod) and response types, shared by the server and the
// browser. No browser or server dependencies may be imported here.
export * from './common';
export * from './settings';
export * from './affiliates';
export * from './leaderboard';
export * from './stream';
export * from './bonus-hunts';
export * from './store';
export * from './contact';
export * from './users';
export * from './auth';
export * from './notifications';
export * from './friends';
export * from './registry';
export * from './preload';
export * from './daily-claim';
export * from './profile';
export * from './profile-update';
