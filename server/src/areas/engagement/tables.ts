import type { HuntTables } from './bonus-hunts/tables';
import type { DrawTables } from './draws/tables';
import type { GiveawayTables } from './giveaways/tables';
import type { SlotCallTables } from './slot-calls/tables';
import type { SlotTables } from './slots/tables';
import type { TournamentTables } from './tournaments/tables';
import type { WagerRaffleTables } from './wager-raffles/tables';

/** The engagement area's tables. */
export interface EngagementTables
  extends
    HuntTables,
    GiveawayTables,
    WagerRaffleTables,
    TournamentTables,
    SlotCallTables,
    SlotTables,
    DrawTables {}
