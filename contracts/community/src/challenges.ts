// Slot challenges (spec part 1 §2 Challenges, §3 Challenge and Claim, §4, §5): the public list,
// a member's claims with evidence images, and the moderators' admin API.
import { z } from 'zod';
import {
  idSchema,
  multiLineText,
  pagedQuerySchema,
  singleLineText,
} from '@lobby/shared-api/contract';
import type { PagedResponse } from '@lobby/shared-api/contract';
import { CLAIM_DESCRIPTION_MAX, CLAIM_MAX_IMAGES, CLAIM_REASON_MAX } from './challenges-limits';

export * from './challenges-limits';

export type ChallengeStatus = 'active' | 'upcoming' | 'completed';
export type ChallengePrizeType = 'cash' | 'points';
export type ClaimStatus = 'pending' | 'approved' | 'rejected';

export interface ChallengeClaimer {
  id: number;
  discord_id: string | null;
  avatar: string | null;
  kick_username: string | null;
  username: string;
}

/** One challenge as the public list and detail show it. */
export interface Challenge {
  id: number;
  slot_name: string;
  slot_image: string | null;
  slot_provider: string | null;
  /** The multiplier to hit, e.g. 500 for 500.00x. */
  multiplier: number;
  /** Minimum bet in dollars. */
  min_bet: number;
  /** Dollars for a cash prize, points for a points prize. */
  prize: number;
  prize_type: ChallengePrizeType;
  claims_count: number;
  /** Running now and not yet won. */
  is_active: boolean;
  /** Over: its end passed, it was ended early, or someone won it. */
  is_expired: boolean;
  status: ChallengeStatus;
  /** Seconds until the end (0 once over). */
  time_remaining: number;
  start_date: string;
  end_date: string;
  /** The winner's id, or null. */
  claimed_by: number | null;
  claimed_at: string | null;
  claimer: ChallengeClaimer | null;
}

export interface ChallengesResponse {
  success: true;
  data: Challenge[];
}

export interface ChallengeResponse {
  success: true;
  data: Challenge;
}

/** One of the member's claims with its review. */
export interface ChallengeClaim {
  id: number;
  challenge_id: number;
  slot_name: string;
  description: string;
  /** URLs of the evidence images (served only to the claimant and staff). */
  evidence_images: string[];
  status: ClaimStatus;
  /** Why it was rejected, when it was. */
  reason: string | null;
  created_at: string;
  reviewed_at: string | null;
}

export interface MyClaimsResponse {
  success: true;
  data: ChallengeClaim[];
}

export interface SubmitClaimResponse {
  success: true;
  message: string;
  data: ChallengeClaim;
}

export const CLAIM_SUBMITTED_MESSAGE = 'Your claim was submitted for review.';

export const challengeIdParamSchema = z.object({
  id: idSchema('Challenge not found', 'Challenge not found'),
});

export const claimDescriptionSchema = z.object({
  description: multiLineText({ message: 'Describe your win.' })
    .trim()
    .min(1, 'Describe your win.')
    .max(CLAIM_DESCRIPTION_MAX, `Keep the description under ${CLAIM_DESCRIPTION_MAX} characters.`),
});

export const claimEvidenceParamSchema = z.object({
  claimId: idSchema(),
  index: z.coerce
    .number()
    .int()
    .min(0)
    .max(CLAIM_MAX_IMAGES - 1),
});

// --- Admin (moderator) ---

/** A challenge as staff see it: the public fields and the admin switches. */
export interface AdminChallenge extends Challenge {
  /** The admin switch: a challenge that is not enabled never runs. */
  enabled: boolean;
  pending_claims: number;
  created_at: string;
}

export interface AdminChallengesResponse {
  success: true;
  data: AdminChallenge[];
}

export interface AdminChallengeResponse {
  success: true;
  data: AdminChallenge;
}

const isoDate = (label: string) =>
  singleLineText({ message: `${label} is required` })
    .trim()
    .refine((v) => !Number.isNaN(Date.parse(v)), `${label} must be a date and time`)
    .transform((v) => new Date(v).toISOString());

export const challengeInputSchema = z
  .object({
    slot_name: singleLineText({ message: 'Slot name is required' })
      .trim()
      .min(1, 'Slot name is required')
      .max(120, 'Slot name is too long'),
    slot_image: singleLineText()
      .trim()
      .max(500, 'Image URL is too long')
      .refine((v) => v === '' || /^(https?:\/\/|\/)/i.test(v), 'Image must be a URL or a site path')
      .nullish()
      .transform((v) => v || null),
    slot_provider: singleLineText()
      .trim()
      .max(120, 'Provider is too long')
      .nullish()
      .transform((v) => v || null),
    multiplier: z.coerce
      .number({ message: 'Multiplier must be a number' })
      .positive('Multiplier must be above 0')
      .max(1_000_000, 'Multiplier is too large'),
    min_bet: z.coerce
      .number({ message: 'Minimum bet must be a number' })
      .min(0, 'Minimum bet cannot be negative')
      .max(1_000_000, 'Minimum bet is too large'),
    prize: z.coerce
      .number({ message: 'Prize must be a number' })
      .min(0, 'Prize cannot be negative')
      .max(10_000_000, 'Prize is too large'),
    prize_type: z.enum(['cash', 'points'], { message: "Prize type must be 'cash' or 'points'" }),
    start_date: isoDate('Start'),
    end_date: isoDate('End'),
    enabled: z.boolean({ message: 'Enabled must be true or false' }).default(true),
  })
  .refine((v) => v.prize_type !== 'points' || Number.isInteger(v.prize), {
    path: ['prize'],
    message: 'A points prize must be a whole number',
  })
  .refine((v) => Date.parse(v.end_date) > Date.parse(v.start_date), {
    path: ['end_date'],
    message: 'End must be after the start',
  });
export type ChallengeInput = z.infer<typeof challengeInputSchema>;

/** A claim in the moderators' queue. */
export interface AdminClaim extends ChallengeClaim {
  user: { id: number; username: string; avatar: string | null };
  challenge_status: ChallengeStatus;
  challenge_claimed_by: number | null;
  reviewed_by: { id: number; username: string } | null;
}

/** One page of the claims queue. */
export type AdminClaimsResponse = PagedResponse<AdminClaim>;

export interface AdminClaimResponse {
  success: true;
  message: string;
  data: AdminClaim;
}

/** GET /api/admin/community/challenges/claims?status=&challenge_id=&page=&per_page= */
export const adminClaimsQuerySchema = pagedQuerySchema.extend({
  status: z
    .enum(['pending', 'approved', 'rejected', 'all'], {
      message: "Status must be 'pending', 'approved', 'rejected' or 'all'",
    })
    .default('pending'),
  challenge_id: idSchema('Challenge must be a number').optional(),
});

export const rejectClaimSchema = z.object({
  reason: multiLineText({ message: 'Give a reason.' })
    .trim()
    .min(1, 'Give a reason.')
    .max(CLAIM_REASON_MAX, `Keep the reason under ${CLAIM_REASON_MAX} characters.`),
});

export const claimIdParamSchema = z.object({
  claimId: idSchema('Claim not found', 'Claim not found'),
});
