// The Database type of the whole platform: the core's (core/db/tables.ts) extended here, in this
// one file, with each area's tables. A new table is declared in its feature's tables.ts and added
// to its area's tables type (areas/<area>/tables.ts); it shows up here. Nothing imports this file:
// the declaration below reaches every module of the server's program (tsconfig.json includes it),
// while the core's own program (tsconfig.core.json) leaves it out and sees the core's tables only.
import type { CommerceTables } from './areas/commerce/tables';
import type { CommunityTables } from './areas/community/tables';
import type { EngagementTables } from './areas/engagement/tables';
import type { SupportTables } from './areas/support/tables';

declare module './core/db/tables' {
  interface Database extends CommunityTables, EngagementTables, CommerceTables, SupportTables {}
}
