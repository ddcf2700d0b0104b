import type { Generated } from 'kysely';
import type { Bool } from '../../../core/db/tables';
import type { PrizeType } from '../prizes';

export interface WagerRafflesTable {
  id: Generated<number>;
  name: string;
  description: string;
  start_date: string;
  end_date: string;
  is_active: Bool;
  auto_draw: Bool;
  drawn_at: string | null;
  /** cents of wager per ticket */
  dollars_per_ticket: number;
  commitment: string | null;
  draw_seed: string | null;
  created_at: string;
}

export interface CasinosTable {
  id: Generated<number>;
  name: string;
  image: string | null;
  platform_type: string;
  platform_id: number | null;
  created_at: string;
}

export interface WagerRaffleCasinosTable {
  raffle_id: number;
  casino_id: number;
}

export interface WagerRafflePrizesTable {
  id: Generated<number>;
  raffle_id: number;
  position: number;
  prize_type: PrizeType;
  prize_value: number;
  description: string | null;
  image_url: string | null;
  winner_user_id: number | null;
  winning_ticket_number: number | null;
}

export interface WagerRaffleParticipantsTable {
  id: Generated<number>;
  raffle_id: number;
  user_id: number;
  platform: string | null;
  total_wagered: number;
  /** Tickets are the numbers first_ticket … first_ticket + ticket_count - 1. */
  ticket_count: number;
  first_ticket: number;
  created_at: string;
}

/** The tables this feature owns, composed into the Database type (server/src/database.ts). */
export interface WagerRaffleTables {
  wager_raffles: WagerRafflesTable;
  casinos: CasinosTable;
  wager_raffle_casinos: WagerRaffleCasinosTable;
  wager_raffle_prizes: WagerRafflePrizesTable;
  wager_raffle_participants: WagerRaffleParticipantsTable;
}
