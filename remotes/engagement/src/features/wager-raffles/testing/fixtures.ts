// Wager raffle test data shaped like the API's answers (test-only; never imported by the app).
import type {
  RafflePrize,
  WagerRaffle,
  WagerRaffleDetail,
  WagerRafflesResponse,
} from '@lobby/contract-engagement';
import type { UserRef } from '@lobby/shared-api';
import { sessionUser } from '@lobby/shared-api/testing';
import { drawRecord } from '../../../testing/draw';

export const user = (id: number, username: string): UserRef => ({
  id,
  username,
  kick_username: null,
  avatar: null,
});

const HOUR = 3_600_000;
export const inHours = (h: number) => new Date(Date.now() + h * HOUR).toISOString();

export function prize(position: number, over: Partial<RafflePrize> = {}): RafflePrize {
  return {
    id: position,
    position,
    prize_type: 'cash',
    prize_value: 1000 / position,
    description: null,
    image_url: null,
    winner: null,
    ...over,
  };
}

export function raffle(over: Partial<WagerRaffle> = {}): WagerRaffle {
  return {
    id: 1,
    name: 'Summer Mega Raffle',
    description: 'Every $100 wagered earns one ticket.',
    start_date: inHours(-48),
    end_date: inHours(50),
    status: 'active',
    is_active: true,
    has_ended: false,
    auto_draw: true,
    drawn_at: null,
    frozen_at: null,
    total_tickets: 1234,
    total_wagered: 123456.5,
    dollars_per_ticket: 100,
    participants_count: 17,
    statistics: { total_participants: 17 },
    casinos: [{ id: 1, name: 'Roobet', image: null, platform_type: 'roobet' }],
    prizes: [prize(1), prize(2, { prize_type: 'points', prize_value: 10000 })],
    winners: [],
    ...over,
  };
}

export function endedRaffle(id: number, name: string, winners: string[]): WagerRaffle {
  const prizes = winners.map((w, i) =>
    prize(i + 1, { winner: { user: user(100 + i, w), winning_ticket_number: 10 + i } }),
  );
  return raffle({
    id,
    name,
    status: 'ended',
    is_active: false,
    has_ended: true,
    end_date: inHours(-100 - id),
    drawn_at: inHours(-99 - id),
    frozen_at: inHours(-100 - id),
    prizes,
    winners: prizes.map((p) => ({
      id: p.id,
      position: p.position,
      user: p.winner!.user,
      winning_ticket_number: p.winner!.winning_ticket_number,
      prize: { prize_type: p.prize_type, prize_value: p.prize_value, description: p.description },
    })),
  });
}

export function detail(over: Partial<WagerRaffleDetail> = {}): WagerRaffleDetail {
  return {
    ...raffle(),
    user_tickets: null,
    top_participants: [],
    disqualified: [],
    draw: drawRecord({ commitment: 'c'.repeat(64) }),
    ...over,
  };
}

export const listResponse = (
  active_raffles: WagerRaffle[],
  ended_raffles: WagerRaffle[],
): WagerRafflesResponse => ({ success: true, data: { active_raffles, ended_raffles } });

export const member = sessionUser({ username: 'alice', kick_username: 'AliceKick', points: 1000 });
