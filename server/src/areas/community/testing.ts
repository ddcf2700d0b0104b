// The community area's test factories, for other areas' tests (lint allows only tests and
// factories to import this file).
export * from './achievements/factories';
export * from './challenges/factories';
export * from './leaderboards/factories';
export { ACHIEVEMENTS, POINT_TIERS, achievementDefinition } from './achievements/catalogue';
export { awardAchievement } from './achievements/award';
export { storeStandings } from './leaderboards/standings';
export { recomputePlatformWagers } from './leaderboards/wagers';
