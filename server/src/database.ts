// The Database type Kysely checks every query against, composed in this one file from the
// core's tables and each area's. A new table is declared in its feature's tables.ts, added to its
// area's tables type (areas/<area>/tables.ts), and shows up here. The area's tables.ts, not its
// index: the index imports every route of the area, and every module that uses Database would be
// in one import circle with them (a tables.ts imports only other tables and column types).
import type { CommerceTables } from './areas/commerce/tables';
import type { CommunityTables } from './areas/community/tables';
import type { EngagementTables } from './areas/engagement/tables';
import type { SupportTables } from './areas/support/tables';
import type { CoreTables } from './core/db/tables';

export interface Database
  extends CoreTables, CommunityTables, EngagementTables, CommerceTables, SupportTables {}
