import type { Generated, Selectable } from 'kysely';
import type { Bool } from '../../../core/db/tables';

/** What a draw belongs to: giveaways and wager raffles share one draw core. */
export type DrawKind = 'giveaway' | 'wager_raffle';

/**
 * The public randomness of one lobby-draw-v2 draw (a giveaway or wager raffle made since v2):
 * the drand round fixed at creation, the list frozen at the close, then the round's beacon.
 * Draws without a row here are lobby-draw-v1.
 */
export interface EngagementDrawsTable {
  id: Generated<number>;
  kind: DrawKind;
  ref_id: number;
  chain_hash: string;
  /** The chain's public key the beacon was checked with (hex, G2). */
  public_key: string;
  /** The first round out at least 30 s after the entries close; moves with the close until then. */
  round: number;
  /** When that round is out (ISO). */
  round_at: string;
  randomness: string | null;
  signature: string | null;
  /** sha256 of the frozen list, published at the close. */
  list_hash: string | null;
  frozen_at: string | null;
  /** Since when the round is due but no relay gave a valid beacon (ISO); null when not waiting. */
  waiting_since: string | null;
  last_error: string | null;
  /** 1: staff drew without public randomness after the wait (said publicly on the page). */
  without_beacon: Generated<Bool>;
  created_at: string;
}

/** A v2 redraw: the round fixed when a winner was disqualified, and its beacon once out. */
export interface EngagementRedrawsTable {
  id: Generated<number>;
  kind: DrawKind;
  ref_id: number;
  /** The place disqualified (giveaway position, or the wager raffle's prize position). */
  position: number;
  /** Order of disqualifications of one draw (the replay order). */
  seq: number;
  round: number;
  round_at: string;
  randomness: string | null;
  signature: string | null;
  drawn_at: string | null;
  created_at: string;
}

/** A winner staff removed before the place was drawn again (each feature's own table adds its refs). */
export interface DrawDisqualificationColumns {
  id: Generated<number>;
  /** The place (giveaway position, or the wager raffle's prize position). */
  position: number;
  user_id: number;
  reason: string;
  actor_id: number | null;
  created_at: string;
}

export type EngagementDrawRow = Selectable<EngagementDrawsTable>;

/** The tables this feature owns, composed into the Database type. */
export interface DrawTables {
  engagement_draws: EngagementDrawsTable;
  engagement_redraws: EngagementRedrawsTable;
}
