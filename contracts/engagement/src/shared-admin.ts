import { z } from 'zod';
import { multiLineText, pagedQuerySchema, singleLineText } from '@lobby/shared-api/contract';

// What Admin › Giveaways and Admin › Wager raffles (/api/admin/engagement/…) have in common.

/** Where an uploaded giveaway or prize image is served from. */
export const ENGAGEMENT_IMAGE_PREFIX = '/media/uploads/engagement/';

export const isoDate = (label: string) =>
  singleLineText({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .refine((v) => !Number.isNaN(Date.parse(v)), `${label} must be a date and time`)
    .transform((v) => new Date(v).toISOString());

export const imageField = singleLineText({ message: 'Image must be an uploaded image' })
  .max(300, 'Image must be an uploaded image')
  .refine(
    (v) => v.startsWith(ENGAGEMENT_IMAGE_PREFIX) || /^\/media\/demo\/[\w.-]+$/.test(v),
    'Image must be an uploaded image',
  )
  .nullable();

export const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ message: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')}`);

export const prizeValue = z
  .number({ message: 'Prize value must be a number' })
  .min(0, 'Prize value must be at least 0')
  .max(10_000_000, 'Prize value is too large')
  .refine(
    (n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6,
    'Prize value allows at most 2 decimals',
  );

export const prizeType = z.enum(['cash', 'points', 'custom'], {
  message: 'Choose cash, points or custom',
});

/** GET the admin lists and a giveaway's entries or a wager raffle's tickets: ?page=&per_page= (the CSV exports stay whole). */
export const adminPageQuerySchema = pagedQuerySchema;

/** POST …/giveaways/{id}/disqualify and …/wager-raffles/{id}/disqualify: the place to draw again. */
export const disqualifySchema = z.object({
  position: wholeNumber('Place', 1, 100),
  reason: multiLineText({ message: 'Give a reason' })
    .trim()
    .min(3, 'Give a reason')
    .max(300, 'Reason is at most 300 characters'),
});
export type DisqualifyInput = z.infer<typeof disqualifySchema>;

export interface AdminActionResponse {
  success: true;
  message: string;
}

export interface ImageUploadResponse {
  success: true;
  image: string;
}
