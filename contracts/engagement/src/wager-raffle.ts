import type { UserRef } from '@lobby/shared-api/contract';
import type { DrawRecord, PrizeKind } from './giveaway';

export type WagerRaffleStatus = 'active' | 'ended' | 'upcoming';

/** Spec §9: ticket numbers shown in the member's participation block. */
export const RAFFLE_TICKETS_SHOWN = 50;

export interface RaffleCasino {
  id: number;
  name: string;
  image: string | null;
  platform_type: string;
}

export interface RafflePrizeWinner {
  user: UserRef;
  winning_ticket_number: number | null;
}

export interface RafflePrize {
  id: number;
  position: number;
  prize_type: PrizeKind;
  /** Dollars for cash, points for points, 0 for custom. */
  prize_value: number;
  description: string | null;
  image_url: string | null;
  winner: RafflePrizeWinner | null;
}

/** An ended raffle's winner (spec §3). */
export interface RaffleWinner {
  id: number;
  position: number;
  user: UserRef;
  winning_ticket_number: number | null;
  prize: { prize_type: PrizeKind; prize_value: number; description: string | null };
}

export interface WagerRaffle {
  id: number;
  name: string;
  description: string;
  start_date: string;
  end_date: string;
  status: WagerRaffleStatus;
  is_active: boolean;
  has_ended: boolean;
  auto_draw: boolean;
  drawn_at: string | null;
  /** Tickets are frozen at the end; until then they are recomputed as wager data arrives. */
  frozen_at: string | null;
  total_tickets: number;
  /** Dollars wagered on the raffle's casinos during its window, by every participant. */
  total_wagered: number;
  /** Dollars of wager per ticket. */
  dollars_per_ticket: number;
  participants_count: number;
  statistics: { total_participants: number };
  casinos: RaffleCasino[];
  prizes: RafflePrize[];
  winners: RaffleWinner[];
}

/** The viewer's tickets: the first RAFFLE_TICKETS_SHOWN numbers, with the full count. */
export interface RaffleUserTickets {
  ticket_count: number;
  total_wagered: number;
  individual_tickets: number[];
}

export interface RaffleParticipant {
  user: UserRef & { platform: string | null };
  ticket_count: number;
  total_wagered: number;
}

export interface RaffleDisqualification {
  position: number;
  user: UserRef;
  winning_ticket_number: number | null;
  reason: string;
  created_at: string;
}

export interface WagerRaffleDetail extends WagerRaffle {
  user_tickets: RaffleUserTickets | null;
  top_participants: RaffleParticipant[];
  disqualified: RaffleDisqualification[];
  draw: DrawRecord;
}

/** Live channel of one wager raffle (its draw, a redraw, a staff edit). */
export const wagerRaffleChannel = (id: number) => `wager-raffle:${id}`;
/** A wager raffle was drawn (by the job) or redrawn. */
export const WAGER_RAFFLES_CHANNEL = 'wager-raffles';

/** GET /api/r/wager-raffles */
export interface WagerRafflesResponse {
  success: true;
  data: { active_raffles: WagerRaffle[]; ended_raffles: WagerRaffle[] };
}

/** GET /api/r/wager-raffles/{id} */
export interface WagerRaffleResponse {
  success: true;
  data: WagerRaffleDetail;
}
