// The engagement area's test factories, for other areas' tests (lint allows only tests and
// factories to import this file).
export * from './giveaways/factories';
export * from './bonus-hunts/factories';
export * from './slots/factories';
export * from './tournaments/factories';
export * from './wager-raffles/factories';
