import type { MigrationSet } from '../../../../core/db/migrations';
import * as slotCalls from './20261123150100-engagement-slot-calls';

export const SLOT_CALL_MIGRATIONS: MigrationSet = {
  '20261123150100-engagement-slot-calls': slotCalls,
};
