import { z } from 'zod';
import { multiLineText, singleLineText } from '@lobby/shared-api/contract';
import type { PagedResponse } from '@lobby/shared-api/contract';
import type { Giveaway, GiveawayDetail, GiveawayEntry } from './giveaway';
import { imageField, isoDate, prizeType, prizeValue, wholeNumber } from './shared-admin';

// Admin › Giveaways (/api/admin/engagement/giveaways).

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
    image: imageField.default(null),
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
    /** Only members with a linked Kick account may enter, under that account. */
    require_kick_link: z
      .boolean({ message: 'Choose whether a linked Kick account is required' })
      .default(false),
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

export interface AdminGiveaway extends Giveaway {
  has_password: boolean;
  commitment: string | null;
  chat_entry: boolean;
  /** The giveaway's own chat keyword; null uses the default. */
  chat_keyword: string | null;
}

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

/** One page of a giveaway's entries, in entry order. */
export type AdminGiveawayEntriesResponse = PagedResponse<GiveawayEntry>;
