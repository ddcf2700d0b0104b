import { z } from 'zod';
import { singleLineText } from '@lobby/shared-api/contract';
import type { MemberPayout, UserRef } from '@lobby/shared-api/contract';
import type { DrawBeaconRecord } from './draw';

export * from './giveaway-live';

export type GiveawayStatus = 'active' | 'ended' | 'pending';
export type GiveawayEntryType = 'passwordless' | 'points' | 'password';
export type PrizeKind = 'cash' | 'points' | 'custom';

export interface GiveawayWinner {
  position: number;
  username: string;
  user: UserRef;
}

/** A winner staff removed; the position was drawn again (spec: the first draw stays visible). */
export interface GiveawayDisqualification {
  position: number;
  user: UserRef;
  reason: string;
  created_at: string;
}

/** The commit–reveal record of a giveaway (see draw.ts); v2 draws add their beacon part. */
export interface DrawRecord extends Partial<DrawBeaconRecord> {
  algorithm: string;
  /** sha256(seed), published when it opened. */
  commitment: string | null;
  /** Revealed at the draw; null before. */
  seed: string | null;
  /** sha256 of the frozen list text; null before the draw. */
  list_hash: string | null;
  drawn_at: string | null;
}

/** One giveaway in GET /api/r/giveaways. */
export interface Giveaway {
  id: number;
  title: string;
  description: string;
  image: string | null;
  prize_type: PrizeKind;
  /** Dollars for cash, points for points, 0 for custom. */
  prize_value: number;
  prize_description: string | null;
  status: GiveawayStatus;
  has_ended: boolean;
  is_accepting_entries: boolean;
  end_datetime: string;
  drawn_at: string | null;
  created_at: string;
  entries_count: number;
  participants_count: number;
  number_of_winners: number;
  allow_passwordless_entry: boolean;
  /** Only members with a linked Kick account may enter (under that account). */
  require_kick_link: boolean;
  allow_points_entry: boolean;
  allow_password_entry: boolean;
  points_per_entry: number;
  max_points_entries: number;
  /** The word that enters from the stream's Kick chat (linked Kick accounts); null: no chat entry. */
  chat_entry_keyword: string | null;
  winners: GiveawayWinner[];
}

/** The viewer's own entries in a giveaway. */
export interface GiveawayUserEntries {
  total: number;
  has_free_entry: boolean;
  has_password_entry: boolean;
  points_entries: number;
  points_spent: number;
}

export interface GiveawayDetail extends Giveaway {
  user_entries: GiveawayUserEntries | null;
  /** The viewer's automatic payout of this giveaway's cash prize, when they won one. */
  user_payout?: MemberPayout | null;
  /** The viewer's linked Kick account, which they enter under (null: none linked, or a visitor). */
  viewer_kick_account?: string | null;
  disqualified: GiveawayDisqualification[];
  draw: DrawRecord;
}

/** GET /api/r/giveaways */
export interface GiveawaysResponse {
  success: true;
  data: Giveaway[];
}

/** GET /api/r/giveaways/{id} */
export interface GiveawayResponse {
  success: true;
  data: GiveawayDetail;
}

/**
 * One member's entries of one kind in GET /api/r/giveaways/{id}/entries (the answer is an array
 * of these).
 */
export interface GiveawayEntry {
  id: number;
  /** When the member first entered this way. */
  created_at: string;
  entry_type: GiveawayEntryType;
  /** How many entries the row counts: 1 for a free or password entry, N for N points entries. */
  entries: number;
  /** All the points these entries cost. */
  points_spent: number;
  user: UserRef;
  /** The Kick name entered under is the member's linked Kick account; false: typed, unverified. */
  kick_verified: boolean;
}

const points = z
  .number({ message: 'Points must be a number' })
  .int('Points must be a whole number')
  .positive('Points must be greater than 0')
  .max(1_000_000_000, 'Points is too large');

/** POST /api/r/giveaways/{id}/enter */
export const enterGiveawaySchema = z
  .object({
    entry_type: z.enum(['passwordless', 'points', 'password'], {
      message: 'Choose Free Entry, Points or Password',
    }),
    kick_username: singleLineText({ message: 'Kick username is required' })
      .trim()
      .min(1, 'Kick username is required')
      .max(64, 'Kick username is too long')
      .regex(/^[A-Za-z0-9_.-]+$/, 'Kick username may contain letters, digits, _ . and -'),
    password: singleLineText({ message: 'Password must be text' })
      .max(200, 'Password is too long')
      .nullable()
      .optional(),
    points_spent: points.nullable().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.entry_type === 'password') {
      if (!v.password?.trim())
        ctx.addIssue({ code: 'custom', path: ['password'], message: 'Password is required' });
    } else if (v.password != null) {
      ctx.addIssue({
        code: 'custom',
        path: ['password'],
        message: 'Password is only sent with the password method',
      });
    }
    if (v.entry_type === 'points') {
      if (v.points_spent == null)
        ctx.addIssue({
          code: 'custom',
          path: ['points_spent'],
          message: 'Enter how many points to spend',
        });
    } else if (v.points_spent != null) {
      ctx.addIssue({
        code: 'custom',
        path: ['points_spent'],
        message: 'Points are only sent with the points method',
      });
    }
  });
export type EnterGiveawayInput = z.infer<typeof enterGiveawaySchema>;

export interface EnterGiveawayResponse {
  success: true;
  message: string;
  /** Entries this call added. */
  entries_added: number;
  /** The member's points after the entry. */
  user_points: number;
}

/** The error body of a refused entry: the platform's body plus the `error` field spec §7 names. */
export interface EnterGiveawayError {
  success: false;
  message: string;
  error: string;
  errors?: Record<string, string[]>;
}
