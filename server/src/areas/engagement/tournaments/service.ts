import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { ACCURACY_MIN_PICKS, bracketRounds, predictedSlots } from '@lobby/contract-engagement';
import type {
  AccuracyLeaderboardResponse,
  PredictionStanding,
  Tournament,
  TournamentDetailResponse,
  TournamentMatch,
  TournamentPredictInput,
  TournamentPredictResponse,
  TournamentsResponse,
  TournamentSummary,
} from '@lobby/contract-engagement';
import { dialectOf, withTransaction } from '../../../core/db';
import type { Database, Db } from '../../../core/db';
import type { UserRow } from '../../../core/db/tables';
import { emit } from '../../../core/events';
import { listFriendshipsWithUsers } from '../../../core/friends/repository';
import { notFound, unprocessable } from '../../../core/http/errors';
import { hundredthsToMultiplier } from '../../../core/money';
import { avatarUrl, mediaUrl } from '../../../core/uploads/media';
import { usersById } from '../shared/users';
import { findTournamentWithMatches } from './repository';
import type { TournamentMatchesTable, TournamentsTable } from './tables';

export const TOURNAMENTS_PER_PAGE = 9;
export const TOP_PREDICTIONS_LIMIT = 100;
export const ACCURACY_LIMIT = 50;

type TournamentRow = {
  [K in keyof TournamentsTable]: K extends 'id' ? number : TournamentsTable[K];
};
type MatchRow = {
  [K in keyof TournamentMatchesTable]: K extends 'id' ? number : TournamentMatchesTable[K];
};

export function toMatch(basePath: string, m: MatchRow): TournamentMatch {
  return {
    id: m.id,
    match_number: m.match_number,
    round: m.round,
    slot1_name: m.slot1_name,
    slot2_name: m.slot2_name,
    slot1_image: mediaUrl(basePath, m.slot1_image),
    slot2_image: mediaUrl(basePath, m.slot2_image),
    slot1_provider: m.slot1_provider,
    slot2_provider: m.slot2_provider,
    slot1_multiplier:
      m.slot1_multiplier != null ? hundredthsToMultiplier(m.slot1_multiplier) : null,
    slot2_multiplier:
      m.slot2_multiplier != null ? hundredthsToMultiplier(m.slot2_multiplier) : null,
    winner_name: m.winner_name,
    match_date: m.match_date,
  };
}

async function predictorCounts(db: Db, ids: number[]) {
  if (!ids.length) return new Map<number, number>();
  const rows = await db
    .selectFrom('tournament_predictions')
    .select((eb) => ['tournament_id', eb.fn.count<number>('user_id').distinct().as('c')])
    .where('tournament_id', 'in', ids)
    .groupBy('tournament_id')
    .execute();
  return new Map(rows.map((r) => [r.tournament_id, Number(r.c)]));
}

function summarize(
  basePath: string,
  t: TournamentRow,
  matches: MatchRow[],
  predictors: number,
): TournamentSummary {
  const first = bracketRounds(matches)[0] ?? [];
  const featured = first
    .flatMap((m) => [
      { name: m.slot1_name, image: m.slot1_image, provider: m.slot1_provider },
      { name: m.slot2_name, image: m.slot2_image, provider: m.slot2_provider },
    ])
    .filter((s): s is { name: string; image: string | null; provider: string | null } => !!s.name)
    .slice(0, 3)
    .map((s) => ({ ...s, image: mediaUrl(basePath, s.image) }));
  return {
    id: t.id,
    name: t.name,
    description: t.description,
    created_at: t.created_at,
    is_active: t.is_active === 1,
    size: t.size,
    predictions_active: t.predictions_active === 1,
    predictions_count: predictors,
    matches_count: matches.length,
    featured_slots: featured,
  };
}

export async function listTournaments(
  db: Db,
  basePath: string,
  page: number,
): Promise<TournamentsResponse> {
  const total = Number(
    (
      await db
        .selectFrom('tournaments')
        .select((eb) => eb.fn.countAll<number>().as('c'))
        .executeTakeFirst()
    )?.c ?? 0,
  );
  const rows = await db
    .selectFrom('tournaments')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(TOURNAMENTS_PER_PAGE)
    .offset((page - 1) * TOURNAMENTS_PER_PAGE)
    .execute();
  const ids = rows.map((r) => r.id);
  const matches = ids.length
    ? await db
        .selectFrom('tournament_matches')
        .selectAll()
        .where('tournament_id', 'in', ids)
        .execute()
    : [];
  const counts = await predictorCounts(db, ids);
  return {
    success: true,
    data: rows.map((t) =>
      summarize(
        basePath,
        t,
        matches.filter((m) => m.tournament_id === t.id),
        counts.get(t.id) ?? 0,
      ),
    ),
    pagination: {
      current_page: page,
      last_page: Math.max(1, Math.ceil(total / TOURNAMENTS_PER_PAGE)),
      per_page: TOURNAMENTS_PER_PAGE,
      total,
    },
  };
}

export async function loadTournament(db: Db, basePath: string, id: number): Promise<Tournament> {
  const found = await findTournamentWithMatches(db, id);
  if (!found) throw notFound('Tournament not found');
  const { t, matches } = found;
  const counts = await predictorCounts(db, [id]);
  return {
    ...summarize(basePath, t, matches, counts.get(id) ?? 0),
    matches: matches.map((m) => toMatch(basePath, m)),
  };
}

const toStanding = (
  basePath: string,
  u: UserRow,
  correct: number,
  total: number,
): PredictionStanding => ({
  user: {
    id: u.id,
    username: u.username,
    global_name: u.global_name,
    avatar: avatarUrl(basePath, u),
  },
  accuracy: total ? Math.round((correct / total) * 1000) / 10 : 0,
  correct,
  total,
});

const DECIDED = sql<number>`sum(case when m.winner_name is not null then 1 else 0 end)`;
const CORRECT = sql<number>`sum(case when m.winner_name is not null and m.winner_name = p.predicted_winner_name then 1 else 0 end)`;

/** Every predictor of a tournament: correct of decided picks, best first (undecided ones last). */
export async function tournamentStandings(
  db: Db,
  basePath: string,
  tournamentId: number,
  onlyUsers?: number[],
): Promise<PredictionStanding[]> {
  if (onlyUsers && !onlyUsers.length) return [];
  let q = db
    .selectFrom('tournament_predictions as p')
    .innerJoin('tournament_matches as m', 'm.id', 'p.match_id')
    .select(['p.user_id', DECIDED.as('total'), CORRECT.as('correct')])
    .where('p.tournament_id', '=', tournamentId)
    .groupBy('p.user_id');
  if (onlyUsers) q = q.where('p.user_id', 'in', onlyUsers);
  const rows = await q.execute();
  const users = await usersById(
    db,
    rows.map((r) => r.user_id),
  );
  return (
    rows
      .flatMap((r) => {
        const u = users.get(r.user_id);
        return u ? [toStanding(basePath, u, Number(r.correct ?? 0), Number(r.total ?? 0))] : [];
      })
      // A member none of whose picks is decided yet (0 of 0) comes after every member with one.
      .sort(
        (a, b) =>
          b.correct - a.correct ||
          Number(b.total > 0) - Number(a.total > 0) ||
          b.accuracy - a.accuracy ||
          a.user.username.localeCompare(b.user.username),
      )
      .slice(0, TOP_PREDICTIONS_LIMIT)
  );
}

export async function getTournamentDetail(
  db: Db,
  basePath: string,
  id: number,
  viewerId: number | null,
): Promise<TournamentDetailResponse> {
  const tournament = await loadTournament(db, basePath, id);
  let user_prediction: TournamentDetailResponse['data']['user_prediction'] = null;
  let friend_predictions: PredictionStanding[] = [];
  if (viewerId != null) {
    const picks = await db
      .selectFrom('tournament_predictions')
      .select(['match_id', 'predicted_winner_name'])
      .where('tournament_id', '=', id)
      .where('user_id', '=', viewerId)
      .execute();
    if (picks.length)
      user_prediction = {
        matches: picks.map((p) => ({
          tournament_match_id: p.match_id,
          predicted_winner_name: p.predicted_winner_name,
        })),
      };
    const friends = await listFriendshipsWithUsers(db, viewerId, 'accepted');
    friend_predictions = await tournamentStandings(
      db,
      basePath,
      id,
      friends.map((f) => f.other.id),
    );
  }
  return {
    success: true,
    data: {
      tournament,
      user_prediction,
      friend_predictions,
      top_predictions: await tournamentStandings(db, basePath, id),
    },
  };
}

export const PREDICTIONS_CLOSED = 'Predictions are closed for this tournament.';

/**
 * Replaces the member's picks for a tournament in one transaction. Every pick must name a match
 * of this tournament and one of its slots — the real ones or, for a later round still empty, the
 * winners the member picks in the matches feeding it. A match already decided keeps the pick
 * the member made before (a result is never predicted after the fact).
 */
export async function predictTournament(
  db: Kysely<Database>,
  tournamentId: number,
  userId: number,
  input: TournamentPredictInput,
  nowIso: string,
): Promise<TournamentPredictResponse> {
  return withTransaction(db, async (trx) => {
    const t = await trx
      .selectFrom('tournaments')
      .selectAll()
      .where('id', '=', tournamentId)
      .executeTakeFirst();
    if (!t) throw notFound('Tournament not found');
    if (t.is_active !== 1 || t.predictions_active !== 1) throw unprocessable(PREDICTIONS_CLOSED);
    // One replacement per member at a time (SQLite's BEGIN IMMEDIATE already serializes).
    if (dialectOf(trx) === 'postgres')
      await sql`select id from users where id = ${userId} for update`.execute(trx);
    const matches = await trx
      .selectFrom('tournament_matches')
      .selectAll()
      .where('tournament_id', '=', tournamentId)
      .execute();
    const byId = new Map(matches.map((m) => [m.id, m]));
    const previous = await trx
      .selectFrom('tournament_predictions')
      .select(['match_id', 'predicted_winner_name'])
      .where('tournament_id', '=', tournamentId)
      .where('user_id', '=', userId)
      .execute();
    const kept = new Map(previous.map((p) => [p.match_id, p.predicted_winner_name]));

    const picks = new Map<number, string>();
    for (const p of input.predictions) {
      if (!byId.has(p.match_id))
        throw unprocessable(`Match ${p.match_id} is not part of this tournament.`, {
          predictions: [`Match ${p.match_id} is not part of this tournament.`],
        });
      picks.set(p.match_id, p.winner_name);
    }
    // Decided matches: the earlier pick stays, whatever was sent.
    for (const m of matches) {
      if (m.winner_name == null) continue;
      const before = kept.get(m.id);
      if (before != null) picks.set(m.id, before);
      else picks.delete(m.id);
    }
    const slots = predictedSlots(matches, picks);
    for (const [matchId, name] of picks) {
      const s = slots.get(matchId);
      const m = byId.get(matchId)!;
      if (m.winner_name != null) continue;
      const match = (x: string | null) => x != null && x.toLowerCase() === name.toLowerCase();
      if (!s || !(match(s.slot1) || match(s.slot2)))
        throw unprocessable(`"${name}" is not in match ${m.match_number}.`, {
          predictions: [`"${name}" is not in match ${m.match_number}.`],
        });
      picks.set(matchId, match(s.slot1) ? s.slot1! : s.slot2!);
    }
    if (!picks.size) throw unprocessable('Pick at least one winner of a match still to play.');

    await trx
      .deleteFrom('tournament_predictions')
      .where('tournament_id', '=', tournamentId)
      .where('user_id', '=', userId)
      .execute();
    const createdAt = previous.length ? undefined : nowIso;
    await trx
      .insertInto('tournament_predictions')
      .values(
        [...picks].map(([match_id, predicted_winner_name]) => ({
          tournament_id: tournamentId,
          user_id: userId,
          match_id,
          predicted_winner_name,
          created_at: createdAt ?? nowIso,
          updated_at: nowIso,
        })),
      )
      .execute();
    if (!previous.length)
      await emit('tournament-prediction', {
        db: trx,
        userId,
        tournamentId,
        at: new Date(nowIso),
      });
    return {
      success: true,
      message: previous.length
        ? 'Predictions updated successfully!'
        : 'Predictions saved successfully!',
    };
  });
}

/** Members ranked by correct bracket picks and accuracy (≥ 10 decided picks), all tournaments. */
export async function accuracyLeaderboard(
  db: Db,
  basePath: string,
  period: '30d' | 'all',
  now: Date,
): Promise<AccuracyLeaderboardResponse> {
  let q = db
    .selectFrom('tournament_predictions as p')
    .innerJoin('tournament_matches as m', 'm.id', 'p.match_id')
    .select(['p.user_id', DECIDED.as('total'), CORRECT.as('correct')])
    .where('m.winner_name', 'is not', null)
    .groupBy('p.user_id')
    .having(DECIDED, '>=', ACCURACY_MIN_PICKS)
    .orderBy(CORRECT, 'desc')
    .orderBy(sql`(${CORRECT} * 1000) / ${DECIDED}`, 'desc')
    .orderBy('p.user_id')
    .limit(ACCURACY_LIMIT);
  if (period === '30d') {
    const since = new Date(now.getTime() - 30 * 86_400_000).toISOString();
    q = q.where(sql<string>`coalesce(m.decided_at, m.match_date)`, '>=', since);
  }
  const rows = await q.execute();
  const users = await usersById(
    db,
    rows.map((r) => r.user_id),
  );
  return {
    success: true,
    period,
    min_picks: ACCURACY_MIN_PICKS,
    data: rows.flatMap((r, i) => {
      const u = users.get(r.user_id);
      return u
        ? [
            {
              rank: i + 1,
              ...toStanding(basePath, u, Number(r.correct ?? 0), Number(r.total ?? 0)),
            },
          ]
        : [];
    }),
  };
}
