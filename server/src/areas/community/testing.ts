// The community area's test factories, for other areas' tests (lint allows only tests and
// factories to import this file).
export * from './achievements/factories';
export * from './challenges/factories';
export * from './leaderboard/factories';
export { ACHIEVEMENTS, POINT_TIERS, achievementDefinition } from './achievements/catalogue';
export { awardAchievement } from './achievements/award';
export { storeStandings } from './leaderboard/standings';
export { recomputePlatformWagers } from './leaderboard/wagers';
