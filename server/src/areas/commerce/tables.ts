import type { StoreTables } from './store/tables';
import type { VipTables } from './vip/tables';

/** The commerce area's tables. */
export interface CommerceTables extends StoreTables, VipTables {}
