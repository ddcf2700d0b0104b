import type { AchievementTables } from './achievements/tables';
import type { ChallengeTables } from './challenges/tables';
import type { ChatPointTables } from './chat-points/tables';
import type { LeaderboardTables } from './leaderboard/tables';

/** The community area's tables. */
export interface CommunityTables
  extends LeaderboardTables, AchievementTables, ChallengeTables, ChatPointTables {}
