import { z } from 'zod';
import { multiLineText, singleLineText } from '@lobby/shared-api/contract';
import type { PagedResponse, UserRef } from '@lobby/shared-api/contract';
import { imageField, isoDate, prizeType, prizeValue, wholeNumber } from './shared-admin';
import type { WagerRaffle, WagerRaffleDetail } from './wager-raffle';

// Admin › Wager raffles (/api/admin/engagement/wager-raffles).

export const adminWagerRafflePrizeSchema = z.object({
  prize_type: prizeType,
  prize_value: prizeValue,
  description: multiLineText()
    .trim()
    .max(200, 'Description is at most 200 characters')
    .nullable()
    .default(null),
  image_url: imageField.default(null),
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
      .array(adminWagerRafflePrizeSchema, { message: 'Add the prizes' })
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
export interface AdminWagerRaffleTickets {
  user: UserRef;
  platform: string | null;
  total_wagered: number;
  ticket_count: number;
  first_ticket: number;
  last_ticket: number;
}

/** One page of a wager raffle's ticket holders, in ticket order. */
export type AdminWagerRaffleTicketsResponse = PagedResponse<AdminWagerRaffleTickets>;
