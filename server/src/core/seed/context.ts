import type { Insertable, Kysely } from 'kysely';
import { audit } from '../audit/audit';
import type { AuditEntry } from '../audit/audit';
import type { Database } from '../db';
import type { createPrng } from './prng';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
export const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * One step of the demo seed. The core and every area list theirs (an area's descriptor has
 * `seed`); the seed runs them all in `order`. Steps share one random stream (so the demo comes
 * out the same on every run), the members, the points ledger and the ids published by earlier
 * steps; the order says what must exist first — members before anything that belongs to one,
 * a step that publishes ids before the steps that use them, every points change before the
 * ledger is written.
 */
export interface SeedStep {
  /** `<owner>:<what>`, e.g. 'commerce:store'. */
  name: string;
  order: number;
  run(ctx: SeedContext): Promise<void>;
}

/** Orders of the steps that others build on (see each step for the rest). */
export const SEED_ORDER = {
  settings: 100,
  members: 110,
  /**
   * The demo staff's actions in the audit log, read back from what the steps before wrote:
   * the core's at this order, each area's just after it.
   */
  audit: 9_000,
  /** The core writes the points ledger and the balances it adds up to: always last. */
  ledger: 10_000,
} as const;

export interface SeedMembers {
  /** Every member's id, in the demo's member order. */
  all: number[];
  /** VIPs and members (not the staff accounts). */
  regular: number[];
  /** A seeded member's id by username. */
  id(username: string): number;
  /** A seeded member's username by id. */
  username(id: number): string;
}

export interface SeedPoints {
  /** Spends points if the member has them (answers false otherwise), with a ledger entry. */
  spend(
    userId: number,
    amount: number,
    reason: string,
    refType: string,
    refId: number,
    when: string,
  ): boolean;
  /** Adds points with a ledger entry. */
  earn(
    userId: number,
    amount: number,
    reason: string,
    refType: string | null,
    refId: number | null,
    when: string,
  ): void;
}

export interface SeedContext {
  db: Kysely<Database>;
  /** The moment the demo is built around. */
  now: Date;
  /** ISO-8601 text of `now` plus an offset in ms. */
  at(offsetMs: number): string;
  rnd: ReturnType<typeof createPrng>;
  /** Rows inserted per table (the seed's summary). */
  counts: Record<string, number>;
  members: SeedMembers;
  points: SeedPoints;
  /** Inserts rows in chunks (parameter limits of SQLite and PostgreSQL). */
  insertMany<T extends keyof Database & string>(
    table: T,
    rows: Insertable<Database[T]>[],
  ): Promise<void>;
  /** Inserts rows one by one and answers their ids, in order. */
  insertReturningIds<T extends keyof Database & string>(
    table: T,
    rows: Insertable<Database[T]>[],
  ): Promise<number[]>;
  /** Makes ids available to later steps under a key, e.g. 'platforms'. */
  publish(key: string, ids: number[]): void;
  /** Ids an earlier step published (throws when none did: the steps' order is wrong). */
  ids(key: string): number[];
}

/** An audit row's time from a seeded record's: never after the demo's `now`. */
export const auditTime = (now: Date, iso: string | null | undefined): Date =>
  iso ? new Date(Math.min(Date.parse(iso), now.getTime())) : now;

/** One audit row of a seeded record: its actor (the step's staff member when null) and time. */
export type SeedAuditEntry = Omit<AuditEntry, 'area' | 'actorId' | 'at'> & {
  actorId?: number | null;
  /** When the record says it happened (capped at the demo's `now`; none: `now`). */
  at: string | null | undefined;
};

/** Seeded records of one kind and the audit row each gets. */
export interface SeedAuditSource<R> {
  rows(db: Kysely<Database>): Promise<R[]>;
  entry(row: R, staffId: number): SeedAuditEntry;
}

/** A SeedAuditSource, typed by its rows (a step lists sources of different rows). */
export const auditSource = <R>(source: SeedAuditSource<R>): SeedAuditSource<unknown> =>
  source as SeedAuditSource<unknown>;

/**
 * A step writing an area's part of the demo's audit log through the real audit function: one
 * row per record each source reads back from what the steps before wrote, in order; `staff`
 * (a demo username: 'admin', 'moderator') acted where a record does not name who did.
 */
export function auditSeedStep(step: {
  name: string;
  /** SEED_ORDER.audit plus a small offset: after the core's audit step, before the ledger. */
  order: number;
  area: string;
  staff: string;
  sources: readonly SeedAuditSource<unknown>[];
}): SeedStep {
  return {
    name: step.name,
    order: step.order,
    async run({ db, now, members }) {
      const staffId = members.id(step.staff);
      for (const source of step.sources)
        for (const row of await source.rows(db)) {
          const { actorId, at, ...entry } = source.entry(row, staffId);
          await audit(db, {
            ...entry,
            actorId: actorId ?? staffId,
            area: step.area,
            at: auditTime(now, at),
          });
        }
    },
  };
}
