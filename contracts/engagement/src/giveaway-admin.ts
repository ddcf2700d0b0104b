import { z } from 'zod';
import { multiLineText, pagedQuerySchema, singleLineText } from '@lobby/shared-api/contract';
import type { PagedResponse, UserRef } from '@lobby/shared-api/contract';
import type { Giveaway, GiveawayDetail, GiveawayEntry } from './giveaways';
import type { WagerRaffle, WagerRaffleDetail } from './wager-raffles';

// Admin › Giveaways and Admin › Wager raffles (/api/admin/engagement/…).

/** Where an uploaded giveaway or prize image is served from. */
export const ENGAGEMENT_IMAGE_PREFIX = '/media/uploads/engagement/';

const isoDate = (label: string) =>
  singleLineText({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .refine((v) => !Number.isNaN(Date.parse(v)), `${label} must be a date and time`)
    .transform((v) => new Date(v).toISOString());

const image = singleLineText({ message: 'Image must be an uploaded image' })
  .max(300, 'Image must be an uploaded image')
  .refine(
    (v) => v.startsWith(ENGAGEMENT_IMAGE_PREFIX) || /^\/media\/demo\/[\w.-]+$/.test(v),
    'Image must be an uploaded image',
  )
  .nullable();

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ message: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')}`);

const prizeValue = z
  .number({ message: 'Prize value must be a number' })
  .min(0, 'Prize value must be at least 0')
  .max(10_000_000, 'Prize value is too large')
  .refine(
    (n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6,
    'Prize value allows at most 2 decimals',
  );

const prizeType = z.enum(['cash', 'points', 'custom'], {
  message: 'Choose cash, points or custom',
});

/** POST/PUT /api/admin/engagement/giveaways[/{id}] */
export const adminGiveawaySchema = z
  .object({
    title: singleLineText({ message: 'Title is required' })
      .trim()
      .min(1, 'Title is required')
      .max(120, 'Title is at most 120 characters'),
    description: multiLineText()
      .trim()
      .max(2000, 'Description is at most 2000 characters')
      .default(''),
    image: image.default(null),
    prize_type: prizeType,
    /** Dollars for cash, points for points, 0 for custom. */
    prize_value: prizeValue,
    prize_description: multiLineText()
      .trim()
      .max(200, 'Prize description is at most 200 characters')
      .nullable()
      .default(null),
    number_of_winners: wholeNumber('Number of winners', 1, 100),
    end_datetime: isoDate('End'),
    is_accepting_entries: z.boolean({ message: 'Choose whether entries are open' }),
    allow_passwordless_entry: z.boolean({ message: 'Choose whether free entry is allowed' }),
    allow_points_entry: z.boolean({ message: 'Choose whether points entry is allowed' }),
    points_per_entry: wholeNumber('Points per entry', 0, 1_000_000),
    max_points_entries: wholeNumber('Max points entries', 0, 10_000),
    /** Members whose Kick account is linked enter by typing the keyword in the stream's chat. */
    chat_entry: z.boolean({ message: 'Choose whether chat entry is allowed' }).default(false),
    /** The chat keyword ('!join', 'lobby'…); null uses the default from Admin › Stream. */
    chat_keyword: singleLineText({ message: 'Keyword must be text' })
      .trim()
      .toLowerCase()
      .regex(/^!?[a-z0-9_-]{2,30}$/, 'One word of 2–30 letters, digits, - or _, optionally after !')
      .nullable()
      .default(null)
      .or(z.literal('').transform(() => null)),
    /** A new password; null removes it; absent keeps the current one (edit). */
    password: singleLineText()
      .trim()
      .min(3, 'Password must be at least 3 characters')
      .max(100, 'Password is at most 100 characters')
      .nullable()
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v.allow_points_entry && v.points_per_entry < 1)
      ctx.addIssue({
        code: 'custom',
        path: ['points_per_entry'],
        message: 'Points per entry must be at least 1',
      });
    if (v.prize_type === 'points' && !Number.isInteger(v.prize_value))
      ctx.addIssue({
        code: 'custom',
        path: ['prize_value'],
        message: 'Points must be a whole number',
      });
    if (v.prize_type === 'custom' && !v.prize_description)
      ctx.addIssue({ code: 'custom', path: ['prize_description'], message: 'Describe the prize' });
  });
export type AdminGiveawayInput = z.infer<typeof adminGiveawaySchema>;

/** POST …/{id}/disqualify and …/prizes/{prizeId}/disqualify */
export const disqualifySchema = z.object({
  position: wholeNumber('Place', 1, 100).optional(),
  reason: multiLineText({ message: 'Give a reason' })
    .trim()
    .min(3, 'Give a reason')
    .max(300, 'Reason is at most 300 characters'),
});
export type DisqualifyInput = z.infer<typeof disqualifySchema>;

export const adminRafflePrizeSchema = z.object({
  prize_type: prizeType,
  prize_value: prizeValue,
  description: multiLineText()
    .trim()
    .max(200, 'Description is at most 200 characters')
    .nullable()
    .default(null),
  image_url: image.default(null),
});

/** POST/PUT /api/admin/engagement/wager-raffles[/{id}] */
export const adminWagerRaffleSchema = z
  .object({
    name: singleLineText({ message: 'Name is required' })
      .trim()
      .min(1, 'Name is required')
      .max(120, 'Name is at most 120 characters'),
    description: multiLineText()
      .trim()
      .max(2000, 'Description is at most 2000 characters')
      .default(''),
    start_date: isoDate('Start'),
    end_date: isoDate('End'),
    /** Dollars of wager per ticket. */
    dollars_per_ticket: z
      .number({ message: 'Dollars per ticket must be a number' })
      .min(0.01, 'Dollars per ticket must be greater than 0')
      .max(1_000_000, 'Dollars per ticket is too large'),
    auto_draw: z.boolean({ message: 'Choose whether it draws itself' }),
    casino_ids: z
      .array(wholeNumber('Casino', 1, 2_147_483_647), { message: 'Choose the casinos' })
      .min(1, 'Choose at least one casino')
      .max(50, 'At most 50 casinos'),
    /** Prizes by position: the first is 1st place. */
    prizes: z
      .array(adminRafflePrizeSchema, { message: 'Add the prizes' })
      .min(1, 'Add at least one prize')
      .max(50, 'At most 50 prizes'),
  })
  .superRefine((v, ctx) => {
    if (v.end_date <= v.start_date)
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'End must be after the start' });
    v.prizes.forEach((p, i) => {
      if (p.prize_type === 'points' && !Number.isInteger(p.prize_value))
        ctx.addIssue({
          code: 'custom',
          path: ['prizes', i, 'prize_value'],
          message: 'Points must be a whole number',
        });
      if (p.prize_type === 'custom' && !p.description)
        ctx.addIssue({
          code: 'custom',
          path: ['prizes', i, 'description'],
          message: 'Describe the prize',
        });
    });
  });
export type AdminWagerRaffleInput = z.infer<typeof adminWagerRaffleSchema>;

export interface AdminGiveaway extends Giveaway {
  has_password: boolean;
  commitment: string | null;
  chat_entry: boolean;
  /** The giveaway's own chat keyword; null uses the default. */
  chat_keyword: string | null;
}

/** GET /api/admin/engagement/giveaways and /wager-raffles ?page=&per_page= */
export const adminRafflesQuerySchema = pagedQuerySchema;

/** One page of the giveaways, latest end first. */
export type AdminGiveawaysResponse = PagedResponse<AdminGiveaway>;

export interface AdminGiveawayResponse {
  success: true;
  data: GiveawayDetail & {
    has_password: boolean;
    chat_entry: boolean;
    chat_keyword: string | null;
  };
}

export interface AdminCasino {
  id: number;
  name: string;
  image: string | null;
  platform_type: string;
}

/** One page of the wager raffles, latest end first, and the casinos a raffle can count. */
export interface AdminWagerRafflesResponse extends PagedResponse<WagerRaffle> {
  casinos: AdminCasino[];
}

export interface AdminWagerRaffleResponse {
  success: true;
  data: WagerRaffleDetail;
}

/** One member's tickets (Admin › Wager raffles › tickets). */
export interface AdminRaffleTickets {
  user: UserRef;
  platform: string | null;
  total_wagered: number;
  ticket_count: number;
  first_ticket: number;
  last_ticket: number;
}

/**
 * GET /api/admin/engagement/giveaways/{id}/entries and /wager-raffles/{id}/tickets
 * ?page=&per_page= (the CSV exports stay whole).
 */
export const adminEntriesQuerySchema = pagedQuerySchema;

/** One page of a giveaway's entries, in entry order. */
export type AdminGiveawayEntriesResponse = PagedResponse<GiveawayEntry>;

/** One page of a wager raffle's ticket holders, in ticket order. */
export type AdminRaffleTicketsResponse = PagedResponse<AdminRaffleTickets>;

export interface AdminActionResponse {
  success: true;
  message: string;
}

export interface ImageUploadResponse {
  success: true;
  image: string;
}
