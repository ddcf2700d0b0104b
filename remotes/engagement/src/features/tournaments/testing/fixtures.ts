// Test data for the tournament pages (test-only; never imported by the app).
import type {
  PredictionStanding,
  Tournament,
  TournamentDetailResponse,
  TournamentMatch,
  TournamentSummary,
  TournamentsResponse,
} from '@lobby/contract-engagement';

/** A bracket of `size` slots named 'Slot 1'… with every later round empty. */
export function bracket(size: number): TournamentMatch[] {
  const matches: TournamentMatch[] = [];
  let number = 1;
  for (let round = 1, count = size / 2; count >= 1; round++, count /= 2) {
    for (let i = 0; i < count; i++) {
      matches.push({
        id: 100 + number,
        match_number: number,
        round,
        slot1_name: round === 1 ? `Slot ${2 * i + 1}` : null,
        slot2_name: round === 1 ? `Slot ${2 * i + 2}` : null,
        slot1_image: null,
        slot2_image: null,
        slot1_provider: round === 1 ? 'Acme Gaming Studios' : null,
        slot2_provider: round === 1 ? 'Acme' : null,
        slot1_multiplier: null,
        slot2_multiplier: null,
        winner_name: null,
        match_date: null,
      });
      number++;
    }
  }
  return matches;
}

export function summary(over: Partial<TournamentSummary> = {}): TournamentSummary {
  return {
    id: 3,
    name: 'Slot Showdown',
    description: 'Eight slots, one champion.',
    created_at: '2026-11-20T12:00:00.000Z',
    is_active: true,
    size: 4,
    predictions_active: true,
    predictions_count: 12,
    matches_count: 3,
    featured_slots: [
      { name: 'Thunder Llama Megaways', image: null, provider: 'Llama Works' },
      { name: 'Honey Heist', image: null, provider: 'Sweet' },
      { name: 'Lava Lords', image: null, provider: 'Hot' },
    ],
    ...over,
  };
}

export function listResponse(
  data: TournamentSummary[] = [summary()],
  lastPage = 1,
  page = 1,
): TournamentsResponse {
  return {
    success: true,
    data,
    pagination: { current_page: page, last_page: lastPage, per_page: 9, total: data.length },
  };
}

export function tournament(over: Partial<Tournament> = {}): Tournament {
  const matches = over.matches ?? bracket(4);
  return { ...summary(), matches, matches_count: matches.length, ...over };
}

export function standing(
  username: string,
  correct: number,
  total: number,
  over: Partial<PredictionStanding> = {},
): PredictionStanding {
  return {
    user: {
      id: [...username].reduce((a, c) => a * 31 + c.charCodeAt(0), 7) % 100000,
      username,
      global_name: null,
      avatar: null,
    },
    accuracy: total ? Math.round((correct / total) * 1000) / 10 : 0,
    correct,
    total,
    ...over,
  };
}

export function detail(
  over: Partial<TournamentDetailResponse['data']> = {},
): TournamentDetailResponse {
  return {
    success: true,
    data: {
      tournament: tournament(),
      user_prediction: null,
      friend_predictions: [],
      top_predictions: [],
      ...over,
    },
  };
}
