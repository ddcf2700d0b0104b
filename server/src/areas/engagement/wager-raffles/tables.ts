import type { Generated, Selectable } from 'kysely';
import type { Bool } from '../../../core/db/tables';
import type { DrawDisqualificationColumns } from '../draws/tables';
import type { PrizeType } from '../shared/prize-type';

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
  /** When the wager baseline was taken (the first recompute at or after the start). */
  baseline_at: string | null;
  /** When the tickets were frozen (the first recompute at or after the end). */
  frozen_at: string | null;
  /** sha256 of the frozen ticket ranges, published at the draw. */
  list_hash: string | null;
  created_at: string;
}

/** Each member's wager total per platform when the raffle started (tickets count what came after). */
export interface WagerRaffleBaselinesTable {
  raffle_id: number;
  user_id: number;
  platform_id: number;
  total_wagered: number;
}

export interface WagerRaffleDisqualificationsTable extends DrawDisqualificationColumns {
  raffle_id: number;
  prize_id: number;
  winning_ticket_number: number | null;
}

export type WagerRaffleRow = Selectable<WagerRafflesTable>;
export type WagerRafflePrizeRow = Selectable<WagerRafflePrizesTable>;
export type WagerRaffleParticipantRow = Selectable<WagerRaffleParticipantsTable>;

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
  wager_raffle_baselines: WagerRaffleBaselinesTable;
  wager_raffle_disqualifications: WagerRaffleDisqualificationsTable;
}
