// @lobby/contract-engagement — the engagement area's API contract: request schemas (zod) and
// response types shared by the server and the engagement remote. It imports only zod and
// @lobby/shared-api/contract: no browser or server dependencies.
export * from './bonus-hunt';
export * from './bonus-hunt-admin';
export * from './draw';
export * from './giveaway';
export * from './giveaway-admin';
export * from './wager-raffle';
export * from './wager-raffle-admin';
export {
  ENGAGEMENT_IMAGE_PREFIX,
  adminPageQuerySchema,
  disqualifySchema,
  type AdminActionResponse,
  type DisqualifyInput,
  type ImageUploadResponse,
} from './shared-admin';
export * from './slot';
export * from './slot-call';
export * from './tournament';
export * from './tournament-bracket';
