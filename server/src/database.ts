// The Database type Kysely checks every query against, composed in this one file from the
// core's tables and each area's (each area's index exports its tables' type). A new table is
// declared in its feature's tables.ts, added to its area's tables type, and shows up here.
import type { CommerceTables } from './areas/commerce';
import type { CommunityTables } from './areas/community';
import type { EngagementTables } from './areas/engagement';
import type { SupportTables } from './areas/support';
import type { CoreTables } from './core/db/tables';

export interface Database
  extends CoreTables, CommunityTables, EngagementTables, CommerceTables, SupportTables {}
