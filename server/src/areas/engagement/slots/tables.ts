import type { Generated } from 'kysely';

/** The slot catalogue bonus hunts, tournaments and slot calls pick from. */
export interface SlotsTable {
  id: Generated<number>;
  name: string;
  image: string | null;
  provider: string | null;
  created_at: string;
}

export interface SlotTables {
  slots: SlotsTable;
}
