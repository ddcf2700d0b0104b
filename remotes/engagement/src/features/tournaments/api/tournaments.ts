import type {
  AccuracyLeaderboardResponse,
  TournamentDetailResponse,
  TournamentPredictInput,
  TournamentPredictResponse,
  TournamentsResponse,
} from '@lobby/contract-engagement';
import { getJson, postJson } from '@lobby/shared-api';

export const tournamentKeys = {
  all: () => ['engagement', 'tournaments'] as const,
  page: (page: number) => ['engagement', 'tournaments', 'page', page] as const,
  detail: (id: number, viewerId: number | null) =>
    ['engagement', 'tournaments', 'detail', id, viewerId] as const,
  detailAll: (id: number) => ['engagement', 'tournaments', 'detail', id] as const,
  accuracy: (period: '30d' | 'all') => ['engagement', 'tournaments', 'accuracy', period] as const,
};

/** GET /api/r/tournaments?page= */
export const getTournaments = (page: number) =>
  getJson<TournamentsResponse>('api/r/tournaments', { query: { page } });

/** GET /api/r/tournaments/{id} */
export const getTournament = (id: number) =>
  getJson<TournamentDetailResponse>(`api/r/tournaments/${id}`);

/** POST /api/r/tournaments/{id}/predict */
export const predictTournament = (id: number, input: TournamentPredictInput) =>
  postJson<TournamentPredictResponse>(`api/r/tournaments/${id}/predict`, input);

/** GET /api/r/tournaments/accuracy?period= */
export const getAccuracyLeaderboard = (period: '30d' | 'all') =>
  getJson<AccuracyLeaderboardResponse>('api/r/tournaments/accuracy', { query: { period } });
