// @lobby/contract-engagement — the engagement area's API contract: request schemas (zod) and
// response types shared by the server and the engagement remote. It imports only zod and
// @lobby/shared-api/contract: no browser or server dependencies.
export * from './bonus-hunts';
export * from './draw';
export * from './giveaways';
export * from './wager-raffles';
export * from './slots';
export * from './admin-hunts';
export * from './raffles-admin';
export * from './tournaments';
export * from './bracket';
export * from './slot-calls';
