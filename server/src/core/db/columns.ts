// Column types every table file shares. Their own module, so a feature's tables.ts (which
// db/tables.ts composes into CoreTables) can use them without importing db/tables.ts back.

/** Booleans are integers 0/1 on both databases. */
export type Bool = 0 | 1;
