import type { Generated, Selectable } from 'kysely';
import type { Bool } from '../../../core/db/tables';

export interface BonusHuntsTable {
  id: Generated<number>;
  name: string;
  start_balance: number;
  end_balance: number | null;
  is_active: Bool;
  predictions_active: Bool;
  created_at: string;
  ended_at: string | null;
  /** JSON array of the points paid to places 1…N of the predictions; null: no prizes. */
  prize_points: string | null;
}

export interface BonusHuntGamesTable {
  id: Generated<number>;
  hunt_id: number;
  position: number;
  slot_name: string | null;
  slot_image: string | null;
  slot_provider: string | null;
  bet: number;
  win: number | null;
  user_id: number | null;
  /** The player when they are no member (Kick name); null when `user_id` is set or unassigned. */
  player_kick_username: string | null;
  created_at: string;
}

export interface BonusHuntPredictionsTable {
  id: Generated<number>;
  hunt_id: number;
  user_id: number;
  end_balance: number;
  /** hundredths: 12345 = 123.45x */
  highest_multiplier: number;
  highest_multiplier_game: string;
  created_at: string;
  updated_at: string;
  /** Place by distance to the real end balance, set when the hunt is completed. */
  rank: number | null;
  points_awarded: number | null;
}

/** The tables this feature owns, composed into the Database type (server/src/database.ts). */
export interface HuntTables {
  bonus_hunts: BonusHuntsTable;
  bonus_hunt_games: BonusHuntGamesTable;
  bonus_hunt_predictions: BonusHuntPredictionsTable;
}

export type BonusHuntRow = Selectable<BonusHuntsTable>;
export type BonusHuntGameRow = Selectable<BonusHuntGamesTable>;
export type BonusHuntPredictionRow = Selectable<BonusHuntPredictionsTable>;
