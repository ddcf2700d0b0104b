import type { Generated } from 'kysely';
import type { Bool } from '../../../core/db/tables';

export interface TournamentsTable {
  id: Generated<number>;
  name: string;
  description: string | null;
  size: number;
  is_active: Bool;
  predictions_active: Bool;
  created_at: string;
}

export interface TournamentMatchesTable {
  id: Generated<number>;
  tournament_id: number;
  round: number;
  match_number: number;
  slot1_name: string | null;
  slot1_image: string | null;
  slot1_provider: string | null;
  slot1_multiplier: number | null;
  slot2_name: string | null;
  slot2_image: string | null;
  slot2_provider: string | null;
  slot2_multiplier: number | null;
  winner_name: string | null;
  match_date: string | null;
  /** When the winner was set; null for results older than the column (then match_date counts). */
  decided_at: string | null;
}

export interface TournamentPredictionsTable {
  id: Generated<number>;
  tournament_id: number;
  user_id: number;
  match_id: number;
  predicted_winner_name: string;
  created_at: string;
  updated_at: string;
}

/** The tables this feature owns, composed into the Database type (server/src/database.ts). */
export interface TournamentTables {
  tournaments: TournamentsTable;
  tournament_matches: TournamentMatchesTable;
  tournament_predictions: TournamentPredictionsTable;
}
