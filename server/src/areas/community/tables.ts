import type { AchievementTables } from './achievements/tables';
import type { ChallengeTables } from './challenges/tables';
import type { LeaderboardTables } from './leaderboards/tables';

/** The community area's tables. */
export interface CommunityTables extends LeaderboardTables, AchievementTables, ChallengeTables {}
