// Test data shaped like the seeded demo data (test-only; never imported by the app).
import type {
  BonusHunt,
  BonusHuntGame,
  BonusHuntSummary,
  BonusHuntsResponse,
  Prediction,
  PredictionsResponse,
} from '@lobby/contract-engagement';
import type { SessionUser, UserRef } from '@lobby/shared-api';
import { sessionUser as baseUser } from '@lobby/shared-api/testing';

export const alice: UserRef = {
  id: 7,
  username: 'alice',
  kick_username: 'AliceSpins',
  avatar: 'https://cdn.example.test/a.png',
};
export const bob: UserRef = { id: 8, username: 'bob', kick_username: null, avatar: null };

export function game(over: Partial<BonusHuntGame> = {}): BonusHuntGame {
  return {
    id: 1,
    slot_name: 'Gates of Olympus',
    slot_image: null,
    slot_provider: 'Pragmatic Play',
    slot_bet: 10,
    slot_win: 250,
    pending_win: false,
    multiplier: 25,
    user_id: null,
    assigned_user: null,
    assigned_kick_username: null,
    ...over,
  };
}

export function hunt(over: Partial<BonusHunt> = {}): BonusHunt {
  return {
    id: 12,
    name: 'Friday Mega Hunt',
    created_at: '2026-11-20T12:00:00.000Z',
    is_active: true,
    predictions_active: true,
    start_balance: 1000,
    end_balance: null,
    predictions_count: 2,
    games: [
      game({ id: 1, assigned_user: alice, user_id: alice.id }),
      game({
        id: 2,
        slot_name: 'Sweet Bonanza',
        slot_provider: 'Pragmatic Play',
        slot_bet: 4,
        slot_win: 1.6,
        multiplier: 0.4,
      }),
      game({
        id: 3,
        slot_name: null,
        slot_provider: null,
        slot_bet: 5,
        slot_win: null,
        pending_win: true,
        multiplier: null,
      }),
      game({
        id: 4,
        slot_name: 'Wanted Dead or a Wild',
        slot_provider: 'Hacksaw Gaming',
        slot_bet: 2,
        slot_win: null,
        pending_win: true,
        multiplier: null,
        assigned_user: bob,
        user_id: bob.id,
      }),
    ],
    ...over,
  };
}

export function summary(over: Partial<BonusHuntSummary> = {}): BonusHuntSummary {
  return {
    id: 11,
    name: 'Thursday Hunt',
    created_at: '2026-11-13T12:00:00.000Z',
    start_balance: 500,
    end_balance: 650,
    slot_count: 14,
    profit: 150,
    ...over,
  };
}

export function huntsResponse(over: Partial<BonusHuntsResponse> = {}): BonusHuntsResponse {
  return {
    success: true,
    latest_bonus_hunt: hunt(),
    live_bonus_hunts: [
      { id: 12, name: 'Friday Mega Hunt', created_at: '2026-11-20T12:00:00.000Z' },
    ],
    past_bonus_hunts: {
      data: [
        summary(),
        summary({
          id: 10,
          name: 'Midweek Hunt',
          start_balance: 800,
          end_balance: 724.5,
          slot_count: 9,
          profit: -75.5,
        }),
      ],
      current_page: 1,
      last_page: 1,
      total: 2,
    },
    winnings: 251.6,
    break_even_x: 1.85,
    average_x: null,
    ...over,
  };
}

export function prediction(over: Partial<Prediction> = {}): Prediction {
  return {
    id: 1,
    created_at: '2026-11-20T14:05:00.000Z',
    end_balance: 1234.5,
    highest_multiplier: 2,
    highest_multiplier_game: 'Gates of Olympus',
    user: alice,
    ...over,
  };
}

export function predictionsResponse(
  predictions: Prediction[] = [
    prediction(),
    prediction({
      id: 2,
      end_balance: 800,
      highest_multiplier: 150.5,
      highest_multiplier_game: 'Sweet Bonanza',
      user: bob,
    }),
  ],
): PredictionsResponse {
  return { success: true, predictions };
}

export function sessionUser(over: Partial<SessionUser> = {}): SessionUser {
  return baseUser({
    id: alice.id,
    discord_id: '100000000000000007',
    username: alice.username,
    global_name: 'Alice',
    avatar: alice.avatar,
    kick_username: alice.kick_username,
    email: 'alice@example.test',
    points: 1200,
    xp: 3400,
    ...over,
  });
}
