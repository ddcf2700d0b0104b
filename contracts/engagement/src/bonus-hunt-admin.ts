import { z } from 'zod';
import { idSchema, singleLineText } from '@lobby/shared-api/contract';
import type { PagedResponse } from '@lobby/shared-api/contract';
import type { BonusHunt } from './bonus-hunt';

// Admin › Bonus hunts (moderator): /api/admin/engagement/hunts…

const MAX_MONEY = 100_000_000;
const dollars = (label: string, allowZero = false) =>
  z.coerce
    .number({ message: `${label} must be a number` })
    .refine((n) => Number.isFinite(n), `${label} must be a number`)
    .refine(
      (n) => (allowZero ? n >= 0 : n > 0),
      `${label} must be ${allowZero ? 'at least 0' : 'greater than 0'}`,
    )
    .refine((n) => n <= MAX_MONEY, `${label} is too large`)
    .refine(
      (n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6,
      `${label} allows at most 2 decimals`,
    );

/** Points paid to places 1…N of the predictions (N ≤ 10). */
const prizePoints = z
  .array(
    z.coerce
      .number({ message: 'Points must be a number' })
      .int('Points must be a whole number')
      .min(1, 'Points must be at least 1')
      .max(1_000_000, 'Points are at most 1,000,000'),
    { message: 'Prizes must be a list of points' },
  )
  .max(10, 'At most 10 prize places');

export const adminHuntCreateSchema = z.object({
  name: singleLineText({ message: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(120, 'Name is at most 120 characters'),
  start_balance: dollars('Start balance'),
  prize_points: prizePoints.default([]),
  predictions_active: z.boolean().default(true),
});
export type AdminHuntCreateInput = z.infer<typeof adminHuntCreateSchema>;

export const adminHuntUpdateSchema = z
  .object({
    name: adminHuntCreateSchema.shape.name,
    start_balance: dollars('Start balance'),
    prize_points: prizePoints,
    predictions_active: z.boolean({ message: 'Must be true or false' }),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to change');
export type AdminHuntUpdateInput = z.infer<typeof adminHuntUpdateSchema>;

/**
 * Who plays a slot: a member (picked), a Kick name typed in (the linked member when there is one),
 * or the caller of a queued `!call` (taking the call marks it played).
 */
export const adminGamePlayerSchema = z.discriminatedUnion(
  'source',
  [
    z.object({ source: z.literal('member'), user_id: idSchema('Choose a member') }),
    z.object({
      source: z.literal('kick'),
      kick_username: singleLineText({ message: 'Kick username is required' })
        .trim()
        .regex(/^[A-Za-z0-9_.-]{2,30}$/, 'A Kick username: 2–30 letters, digits, _ . or -'),
    }),
    z.object({ source: z.literal('call'), slot_call_id: idSchema('Choose a call') }),
  ],
  { message: 'Choose a member, a Kick name or a call' },
);
export type AdminGamePlayerInput = z.infer<typeof adminGamePlayerSchema>;

/**
 * A slot of the catalogue (`slot_id`: name, image and provider copied), a name typed in, or the
 * slot of a queued `!call` (`slot_call_id`: its caller plays it and the call is marked played).
 */
export const adminGameCreateSchema = z
  .object({
    slot_id: idSchema('Choose a slot').nullish(),
    slot_name: singleLineText()
      .trim()
      .max(120, 'Slot name is at most 120 characters')
      .nullish()
      .transform((s) => s || null),
    bet: dollars('Bet'),
    user_id: idSchema('Choose a member')
      .nullish()
      .transform((v) => v ?? null),
    slot_call_id: idSchema('Choose a call')
      .nullish()
      .transform((v) => v ?? null),
  })
  .refine((v) => v.slot_id != null || v.slot_name != null || v.slot_call_id != null, {
    message: 'Choose a slot',
    path: ['slot_name'],
  });
export type AdminGameCreateInput = z.infer<typeof adminGameCreateSchema>;

export const adminGameUpdateSchema = z
  .object({
    bet: dollars('Bet'),
    /** The bonus's win in dollars; null clears it (back to pending). */
    win: dollars('Win', true).nullable(),
    /** Assigns the slot's player; null unassigns it. */
    player: adminGamePlayerSchema.nullable(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to change');
export type AdminGameUpdateInput = z.infer<typeof adminGameUpdateSchema>;

export const adminGameParamsSchema = z.object({
  id: idSchema(),
  gameId: idSchema(),
});

export interface AdminHuntSummary {
  id: number;
  name: string;
  created_at: string;
  ended_at: string | null;
  is_active: boolean;
  predictions_active: boolean;
  start_balance: number;
  end_balance: number | null;
  slot_count: number;
  predictions_count: number;
}

/** One page of the bonus hunts. */
export type AdminHuntsResponse = PagedResponse<AdminHuntSummary>;

export interface AdminHuntResult {
  rank: number;
  user: { id: number; username: string };
  end_balance: number;
  distance: number;
  points_awarded: number;
}

export interface AdminHunt extends BonusHunt {
  ended_at: string | null;
  prize_points: number[];
  winnings: number;
  break_even_x: number | null;
  average_x: number | null;
  /** Ranked predictions once completed (all of them; points for the first N). */
  results: AdminHuntResult[];
}

export interface AdminHuntResponse {
  success: true;
  data: AdminHunt;
}
