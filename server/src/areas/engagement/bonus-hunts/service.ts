import type { Kysely } from 'kysely';
import type {
  BonusHunt,
  BonusHuntGame,
  BonusHuntsResponse,
  PredictBonusHuntInput,
  PredictBonusHuntResponse,
  Prediction,
} from '@lobby/contract-engagement';
import { withTransaction } from '../../../core/db';
import type { Db } from '../../../core/db';
import type { Database } from '../../../core/db';
import type { UserRow } from '../../../core/db/tables';
import { emit } from '../../../core/events';
import { fieldErrors, notFound, unprocessable } from '../../../core/http/errors';
import {
  centsToDollars,
  dollarsToCents,
  hundredthsToMultiplier,
  round2,
} from '../../../core/money';
import { mediaUrl } from '../../../core/uploads/media';
import { toUserRef } from '../../../core/users/service';
import { usersById } from '../shared/users';
import {
  countCompletedHunts,
  countPredictions,
  findHuntById,
  findPrediction,
  findShownHunt,
  listCompletedHunts,
  listHuntGames,
  listLiveHunts,
  listPredictions,
  upsertPrediction,
} from './repository';
import type { BonusHuntGameRow, BonusHuntPredictionRow } from './tables';

export const PAST_HUNTS_PER_PAGE = 10;

/** Winnings, break-even and average multiplier of a hunt, from integer cents. */
export function huntStats(startBalance: number, games: Pick<BonusHuntGameRow, 'bet' | 'win'>[]) {
  const settled = games.filter((g) => g.win != null);
  const pending = games.filter((g) => g.win == null);
  const winnings = settled.reduce((a, g) => a + Number(g.win), 0);
  const average_x = settled.length
    ? round2(settled.reduce((a, g) => a + Number(g.win) / Number(g.bet), 0) / settled.length)
    : null;
  const pendingBets = pending.reduce((a, g) => a + Number(g.bet), 0);
  const break_even_x =
    pendingBets > 0 ? round2(Math.max(0, startBalance - winnings) / pendingBets) : null;
  return { winnings, average_x, break_even_x };
}

export function toGame(
  basePath: string,
  g: BonusHuntGameRow,
  users: Map<number, UserRow>,
): BonusHuntGame {
  const user = g.user_id != null ? users.get(g.user_id) : undefined;
  return {
    id: g.id,
    slot_name: g.slot_name,
    slot_image: mediaUrl(basePath, g.slot_image),
    slot_provider: g.slot_provider,
    slot_bet: centsToDollars(g.bet),
    slot_win: g.win != null ? centsToDollars(g.win) : null,
    pending_win: g.win == null,
    multiplier: g.win != null ? round2(Number(g.win) / Number(g.bet)) : null,
    user_id: g.user_id,
    assigned_user: user ? toUserRef(basePath, user) : null,
    assigned_kick_username: user ? null : g.player_kick_username,
  };
}

function toPrediction(basePath: string, p: BonusHuntPredictionRow, user: UserRow): Prediction {
  return {
    id: p.id,
    created_at: p.created_at,
    end_balance: centsToDollars(p.end_balance),
    highest_multiplier: hundredthsToMultiplier(p.highest_multiplier),
    highest_multiplier_game: p.highest_multiplier_game,
    user: toUserRef(basePath, user),
  };
}

export async function getBonusHunts(
  db: Db,
  basePath: string,
  page: number,
  wanted?: number,
): Promise<BonusHuntsResponse> {
  const latest = await findShownHunt(db, wanted);
  let latest_bonus_hunt: BonusHunt | null = null;
  let stats: { winnings: number; average_x: number | null; break_even_x: number | null } = {
    winnings: 0,
    average_x: null,
    break_even_x: null,
  };
  if (latest) {
    const games = await listHuntGames(db, latest.id);
    const users = await usersById(
      db,
      games.flatMap((g) => (g.user_id != null ? [g.user_id] : [])),
    );
    latest_bonus_hunt = {
      id: latest.id,
      name: latest.name,
      created_at: latest.created_at,
      is_active: latest.is_active === 1,
      predictions_active: latest.predictions_active === 1,
      start_balance: centsToDollars(latest.start_balance),
      end_balance: latest.end_balance != null ? centsToDollars(latest.end_balance) : null,
      games: games.map((g) => toGame(basePath, g, users)),
      predictions_count: await countPredictions(db, latest.id),
    };
    const s = huntStats(Number(latest.start_balance), games);
    stats = {
      winnings: centsToDollars(s.winnings),
      average_x: s.average_x,
      break_even_x: s.break_even_x,
    };
  }
  // History is the completed hunts: when none is live, the newest completed one is both the
  // Current Hunt (COMPLETED, with its end balance) and the top of History with its profit.
  const total = await countCompletedHunts(db);
  const last_page = Math.max(1, Math.ceil(total / PAST_HUNTS_PER_PAGE));
  const rows = await listCompletedHunts(db, PAST_HUNTS_PER_PAGE, (page - 1) * PAST_HUNTS_PER_PAGE);
  const live = await listLiveHunts(db);
  return {
    success: true,
    latest_bonus_hunt,
    live_bonus_hunts: live.map((h) => ({ id: h.id, name: h.name, created_at: h.created_at })),
    past_bonus_hunts: {
      data: rows.map((h) => ({
        id: h.id,
        name: h.name,
        created_at: h.created_at,
        start_balance: centsToDollars(h.start_balance),
        end_balance: h.end_balance != null ? centsToDollars(h.end_balance) : null,
        slot_count: Number(h.slot_count ?? 0),
        profit:
          h.end_balance != null
            ? centsToDollars(Number(h.end_balance) - Number(h.start_balance))
            : null,
      })),
      current_page: page,
      last_page,
      total,
    },
    ...stats,
  };
}

async function withUsers(
  db: Db,
  basePath: string,
  rows: BonusHuntPredictionRow[],
): Promise<Prediction[]> {
  const users = await usersById(
    db,
    rows.map((r) => r.user_id),
  );
  return rows.flatMap((r) => {
    const u = users.get(r.user_id);
    return u ? [toPrediction(basePath, r, u)] : [];
  });
}

/** Predictions of the shown hunt (see findShownHunt), newest first. */
export async function getShownPredictions(
  db: Db,
  basePath: string,
  wanted?: number,
): Promise<Prediction[]> {
  const shown = await findShownHunt(db, wanted);
  if (!shown) return [];
  return withUsers(db, basePath, await listPredictions(db, shown.id));
}

export async function getUserPrediction(
  db: Db,
  basePath: string,
  huntId: number,
  userId: number | null,
) {
  if (userId == null) return null;
  const row = await findPrediction(db, huntId, userId);
  if (!row) return null;
  const [p] = await withUsers(db, basePath, [row]);
  return p ?? null;
}

/** Creates or replaces the member's prediction for an open hunt. */
export async function predict(
  db: Kysely<Database>,
  basePath: string,
  huntId: number,
  user: UserRow,
  input: PredictBonusHuntInput,
  nowIso: string,
): Promise<PredictBonusHuntResponse> {
  return withTransaction(db, async (trx) => {
    const hunt = await findHuntById(trx, huntId);
    if (!hunt) throw notFound('Bonus hunt not found');
    if (hunt.is_active !== 1 || hunt.predictions_active !== 1) {
      throw unprocessable('Predictions are closed for this bonus hunt.');
    }
    const games = await listHuntGames(trx, huntId);
    const wanted = input.highest_multiplier_game.toLowerCase();
    const slot = games.find((g) => g.slot_name != null && g.slot_name.toLowerCase() === wanted);
    if (!slot?.slot_name) {
      throw fieldErrors({ highest_multiplier_game: ["Choose one of this hunt's slots"] });
    }
    const existed = (await findPrediction(trx, huntId, user.id)) != null;
    const row = await upsertPrediction(
      trx,
      {
        hunt_id: huntId,
        user_id: user.id,
        end_balance: dollarsToCents(input.end_balance),
        highest_multiplier: dollarsToCents(input.highest_multiplier),
        highest_multiplier_game: slot.slot_name,
      },
      nowIso,
    );
    if (!existed)
      await emit('hunt-prediction', { db: trx, userId: user.id, huntId, at: new Date(nowIso) });
    return {
      success: true,
      message: existed ? 'Prediction updated successfully!' : 'Prediction submitted successfully!',
      prediction: toPrediction(basePath, row, user),
    };
  });
}
