import { z } from 'zod';
import {
  idSchema,
  pageQuerySchema,
  singleLineText,
  strictNumber,
} from '@lobby/shared-api/contract';
import type { UserRef } from '@lobby/shared-api/contract';

export * from './bonus-hunt-live';

export interface BonusHuntGame {
  id: number;
  slot_name: string | null;
  slot_image: string | null;
  slot_provider: string | null;
  slot_bet: number;
  slot_win: number | null;
  pending_win: boolean;
  /** slot_win / slot_bet, two decimals; null while pending. */
  multiplier: number | null;
  user_id: number | null;
  assigned_user: UserRef | null;
  /** The viewer playing it when they are no member (a Kick name typed or from `!call`): text only. */
  assigned_kick_username: string | null;
}

export interface BonusHunt {
  id: number;
  name: string;
  created_at: string;
  is_active: boolean;
  predictions_active: boolean;
  start_balance: number;
  end_balance: number | null;
  games: BonusHuntGame[];
  predictions_count: number;
}

export interface BonusHuntSummary {
  id: number;
  name: string;
  created_at: string;
  start_balance: number;
  end_balance: number | null;
  slot_count: number;
  /** end_balance - start_balance; null while the hunt has no end balance. */
  profit: number | null;
}

export interface Prediction {
  id: number;
  created_at: string;
  end_balance: number;
  highest_multiplier: number;
  highest_multiplier_game: string;
  user: UserRef;
}

/** A hunt running now: what the page's picker offers when several are live. */
export interface LiveBonusHunt {
  id: number;
  name: string;
  created_at: string;
}

/** GET /api/r/bonus-hunts?page=&hunt= */
export interface BonusHuntsResponse {
  success: true;
  /**
   * The hunt shown as Current Hunt: the hunt asked for (`hunt`, live or completed), else the
   * newest live one, else the newest hunt (completed).
   */
  latest_bonus_hunt: BonusHunt | null;
  /** Every live hunt, newest first. */
  live_bonus_hunts: LiveBonusHunt[];
  /** Completed hunts only, newest first. */
  past_bonus_hunts: {
    data: BonusHuntSummary[];
    current_page: number;
    last_page: number;
    total: number;
  };
  /** Sum of settled wins of the shown hunt. */
  winnings: number;
  /** Multiplier the remaining bonuses need on average to break even; null when not computable. */
  break_even_x: number | null;
  /** Average multiplier over settled bonuses; null when none. */
  average_x: number | null;
}

/** GET /api/r/bonus-hunts/predictions?hunt= — predictions of the shown hunt (as above). */
export interface PredictionsResponse {
  success: true;
  predictions: Prediction[];
}

/** GET /api/r/bonus-hunts/{id}/user-prediction */
export interface UserPredictionResponse {
  success: true;
  prediction: Prediction | null;
}

const money = (label: string) =>
  strictNumber(
    z
      .number({ message: `${label} must be a number` })
      .positive(`${label} must be greater than 0`)
      .max(100_000_000, `${label} is too large`)
      .refine(
        (n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6,
        `${label} allows at most 2 decimals`,
      ),
  );

/** POST /api/r/bonus-hunts/{id}/predict */
export const predictBonusHuntSchema = z.object({
  end_balance: money('End balance'),
  highest_multiplier: money('Highest multiplier'),
  highest_multiplier_game: singleLineText({ message: 'Choose a slot' })
    .trim()
    .min(1, 'Choose a slot')
    .max(120, 'Slot name is too long'),
});
export type PredictBonusHuntInput = z.infer<typeof predictBonusHuntSchema>;

export interface PredictBonusHuntResponse {
  success: true;
  message: string;
  prediction: Prediction;
}

/** The past hunts' page (the paging every list takes). */
export const pastHuntsQuerySchema = pageQuerySchema;

/** Which hunt the page shows; absent or unknown: the newest live hunt (else the newest). */
const shownHunt = idSchema('Hunt must be a number', 'Hunt must be a valid id').optional();

/** GET /api/r/bonus-hunts */
export const bonusHuntsQuerySchema = pastHuntsQuerySchema.extend({ hunt: shownHunt });

/** GET /api/r/bonus-hunts/predictions */
export const huntPredictionsQuerySchema = z.object({ hunt: shownHunt });
