import type { Generated, Selectable } from 'kysely';
import type { Bool } from '../../../core/db/tables';
import type { DrawDisqualificationColumns } from '../draws/tables';
import type { PrizeType } from '../shared/prize-type';

export interface GiveawaysTable {
  id: Generated<number>;
  title: string;
  description: string;
  image: string | null;
  prize_type: PrizeType;
  /** cents for cash, points for points, 0 for custom */
  prize_value: number;
  prize_description: string | null;
  number_of_winners: number;
  end_datetime: string;
  is_accepting_entries: Bool;
  allow_passwordless_entry: Bool;
  allow_points_entry: Bool;
  points_per_entry: number;
  max_points_entries: number;
  password_hash: string | null;
  /** sha256 of the draw seed, published before the draw. */
  commitment: string | null;
  draw_seed: string | null;
  /** sha256 of the frozen entry list, published at the draw. */
  list_hash: string | null;
  drawn_at: string | null;
  created_at: string;
  /** Entry by typing the keyword in the stream's Kick chat (linked Kick accounts). */
  chat_entry: Generated<Bool>;
  /** The chat keyword, lower-case; null: Admin › Stream's default ('!join'). */
  chat_keyword: string | null;
  /** 1: only members with a linked Kick account may enter (under that account). */
  require_kick_link: Generated<Bool>;
}

export interface GiveawayEntriesTable {
  id: Generated<number>;
  giveaway_id: number;
  user_id: number;
  entry_type: 'passwordless' | 'points' | 'password';
  kick_username: string;
  /** All the points these entries cost. */
  points_spent: number;
  /** When the member first entered this way. */
  created_at: string;
  /** How many entries the row counts (a free or password entry: 1). */
  entries: Generated<number>;
  /**
   * 0: the member's one row of this kind. A giveaway drawn before entries were counted keeps one
   * row per entry, each with its own id here, so its published list stays line for line.
   */
  legacy_line: Generated<number>;
}

export interface GiveawayWinnersTable {
  id: Generated<number>;
  giveaway_id: number;
  user_id: number;
  entry_id: number | null;
  position: number;
  created_at: string;
}

export interface GiveawayDisqualificationsTable extends DrawDisqualificationColumns {
  giveaway_id: number;
}

export type GiveawayRow = Selectable<GiveawaysTable>;

/** The tables this feature owns, composed into the Database type (server/src/database.ts). */
export interface GiveawayTables {
  giveaways: GiveawaysTable;
  giveaway_entries: GiveawayEntriesTable;
  giveaway_winners: GiveawayWinnersTable;
  giveaway_disqualifications: GiveawayDisqualificationsTable;
}
