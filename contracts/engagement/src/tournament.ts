import { z } from 'zod';
import { idSchema, multiLineText, singleLineText } from '@lobby/shared-api/contract';

// Tournaments (spec part 2 §2 Tournaments list/detail, §3, §4, §5, §7).

export interface TournamentMatch {
  id: number;
  match_number: number;
  /** The numeric grouping key of the bracket's columns (1 = first round). */
  round: number;
  slot1_name: string | null;
  slot2_name: string | null;
  slot1_image: string | null;
  slot2_image: string | null;
  slot1_provider: string | null;
  slot2_provider: string | null;
  slot1_multiplier: number | null;
  slot2_multiplier: number | null;
  winner_name: string | null;
  match_date: string | null;
}

export interface FeaturedSlot {
  name: string;
  image: string | null;
  provider: string | null;
}

export interface TournamentSummary {
  id: number;
  name: string;
  description: string | null;
  created_at: string;
  is_active: boolean;
  size: number;
  predictions_active: boolean;
  /** Members who predicted. */
  predictions_count: number;
  matches_count: number;
  /** Up to 3 first-round slots. */
  featured_slots: FeaturedSlot[];
}

export interface Tournament extends TournamentSummary {
  matches: TournamentMatch[];
}

export interface TournamentsResponse {
  success: true;
  data: TournamentSummary[];
  pagination: { current_page: number; last_page: number; per_page: number; total: number };
}

export const tournamentsQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'Page must be at least 1').max(10000).default(1),
});

export interface TournamentUserRef {
  id: number;
  username: string;
  global_name: string | null;
  avatar: string | null;
}

/** A member's standing in one tournament (or overall): correct of decided picks. */
export interface PredictionStanding {
  user: TournamentUserRef;
  /** Percent, one decimal; 0 while nothing is decided. */
  accuracy: number;
  correct: number;
  /** Picks on decided matches. */
  total: number;
}

export interface TournamentDetailResponse {
  success: true;
  data: {
    tournament: Tournament;
    user_prediction: {
      matches: { tournament_match_id: number; predicted_winner_name: string }[];
    } | null;
    friend_predictions: PredictionStanding[];
    top_predictions: PredictionStanding[];
  };
}

/** POST /api/r/tournaments/{id}/predict */
export const tournamentPredictSchema = z.object({
  predictions: z
    .array(
      z.object({
        match_id: idSchema('Must be a match id'),
        winner_name: singleLineText({ message: 'Choose a winner' })
          .trim()
          .min(1, 'Choose a winner')
          .max(120, 'Winner name is too long'),
      }),
      { message: 'Predictions must be a list' },
    )
    .min(1, 'Pick at least one winner')
    .max(63, 'A bracket has at most 63 matches')
    .refine(
      (list) => new Set(list.map((p) => p.match_id)).size === list.length,
      'Each match can be picked once',
    ),
});
export type TournamentPredictInput = z.infer<typeof tournamentPredictSchema>;

export interface TournamentPredictResponse {
  success: true;
  message: string;
}

/** GET /api/r/tournaments/accuracy?period=30d|all — the bracket-prediction leaderboard. */
export const accuracyQuerySchema = z.object({
  period: z.enum(['30d', 'all'], { message: 'Period is 30d or all' }).default('30d'),
});
/** Fewest decided picks a member needs to be ranked. */
export const ACCURACY_MIN_PICKS = 10;

export interface AccuracyLeaderboardResponse {
  success: true;
  period: '30d' | 'all';
  min_picks: number;
  data: (PredictionStanding & { rank: number })[];
}

/** Live channel of a tournament's page. */
export const tournamentChannel = (id: number) => `tournament:${id}`;
/** A tournament was created or changed state (the overlay follows the newest active one). */
export const TOURNAMENTS_CHANNEL = 'tournaments';

// Admin › Tournaments (moderator): /api/admin/engagement/tournaments…

export const TOURNAMENT_SIZES = [4, 8, 16, 32] as const;

export const adminTournamentCreateSchema = z
  .object({
    name: singleLineText({ message: 'Name is required' })
      .trim()
      .min(1, 'Name is required')
      .max(120, 'Name is at most 120 characters'),
    description: multiLineText()
      .trim()
      .max(1000, 'Description is at most 1000 characters')
      .nullish()
      .transform((s) => s || null),
    size: z.coerce
      .number()
      .refine((n) => (TOURNAMENT_SIZES as readonly number[]).includes(n), 'Size is 4, 8, 16 or 32'),
    /** Catalogue slots in seed order (slot 1 vs 2, 3 vs 4, …). */
    slot_ids: z.array(idSchema('Choose the slots'), { message: 'Choose the slots' }),
    shuffle: z.boolean().default(false),
    predictions_active: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    if (v.slot_ids.length !== v.size)
      ctx.addIssue({
        code: 'custom',
        path: ['slot_ids'],
        message: `Choose exactly ${v.size} slots (${v.slot_ids.length} chosen)`,
      });
    if (new Set(v.slot_ids).size !== v.slot_ids.length)
      ctx.addIssue({ code: 'custom', path: ['slot_ids'], message: 'A slot can enter once' });
  });
export type AdminTournamentCreateInput = z.infer<typeof adminTournamentCreateSchema>;

export const adminTournamentUpdateSchema = z
  .object({
    name: singleLineText().trim().min(1, 'Name is required').max(120),
    description: multiLineText()
      .trim()
      .max(1000)
      .nullable()
      .transform((s) => s || null),
    predictions_active: z.boolean(),
    is_active: z.boolean(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to change');
export type AdminTournamentUpdateInput = z.infer<typeof adminTournamentUpdateSchema>;

const multiplier = z.coerce
  .number({ message: 'Multiplier must be a number' })
  .min(0, 'Multiplier must be at least 0')
  .max(1_000_000, 'Multiplier is too large')
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'At most 2 decimals');

/** PATCH /api/admin/engagement/tournaments/{id}/matches/{matchId} — winner 1, 2 or null (undo). */
export const adminMatchUpdateSchema = z
  .object({
    slot1_multiplier: multiplier.nullable(),
    slot2_multiplier: multiplier.nullable(),
    winner: z.union([z.literal(1), z.literal(2), z.null()], { message: 'Winner is 1, 2 or null' }),
    match_date: z.iso.datetime({ message: 'Not a date' }).nullable(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to change');
export type AdminMatchUpdateInput = z.infer<typeof adminMatchUpdateSchema>;

export const adminMatchParamsSchema = z.object({
  id: idSchema(),
  matchId: idSchema(),
});
