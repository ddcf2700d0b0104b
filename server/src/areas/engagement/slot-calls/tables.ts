import type { Generated, Selectable } from 'kysely';

export interface SlotCallSessionsTable {
  id: Generated<number>;
  title: string;
  status: 'open' | 'closed';
  opened_by: number | null;
  opened_at: string;
  closed_at: string | null;
}

/** One viewer's `!call <slot>` in a session (one per viewer and session). */
export interface SlotCallsTable {
  id: Generated<number>;
  session_id: number;
  kick_user_id: string;
  kick_username: string;
  /** The member whose Kick account is linked, when there is one. */
  user_id: number | null;
  slot_id: number;
  /** What the viewer typed after the command. */
  requested: string;
  status: Generated<'queued' | 'played' | 'skipped'>;
  created_at: string;
  updated_at: string;
}

/** A viewer (by Kick name, lower-case) or a slot that `!call` refuses. */
export interface SlotCallBlacklistTable {
  id: Generated<number>;
  kind: 'viewer' | 'slot';
  kick_username_key: string | null;
  slot_id: number | null;
  reason: Generated<string>;
  created_by: number | null;
  created_at: string;
}

export type SlotCallRow = Selectable<SlotCallsTable>;

export interface SlotCallTables {
  slot_call_sessions: SlotCallSessionsTable;
  slot_calls: SlotCallsTable;
  slot_call_blacklist: SlotCallBlacklistTable;
}
