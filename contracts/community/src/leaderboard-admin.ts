// Admin › Leaderboards (/api/admin/community/leaderboard/…): platforms, their period and
// prizes, their casino feed (secrets only ever answered masked), syncs, corrections, CSV imports.
import { z } from 'zod';
import { idSchema, multiLineText, singleLineText } from '@lobby/shared-api/contract';

export const FEED_KIND_OPTIONS = [
  'roobet',
  'rainbet',
  'goated',
  'shuffle',
  'clash',
  'gamdom',
  'chicken',
  'packdraw',
  'generic-json',
  'csv',
] as const;
export type FeedKindOption = (typeof FEED_KIND_OPTIONS)[number];

export const TIMEFRAME_OPTIONS = ['weekly', 'biweekly', 'monthly', 'custom'] as const;
export type TimeframeOption = (typeof TIMEFRAME_OPTIONS)[number];

/** Slugs the leaderboard API's own paths use. */
export const RESERVED_PLATFORM_SLUGS = ['snapshots'] as const;

/** An amount of the currency typed by an admin: digits with at most two decimals ("1500.50"). */
export const moneySchema = (label: string) =>
  singleLineText({ message: `${label} must be an amount` })
    .trim()
    .regex(/^\d{1,13}(\.\d{1,2})?$/, `${label} must be an amount like 1500 or 1500.50`);

const bool = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

export const adminPlatformSchema = z.object({
  name: singleLineText({ message: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(80, 'Name must be at most 80 characters'),
  slug: singleLineText({ message: 'Slug is required' })
    .trim()
    .toLowerCase()
    .min(2, 'Slug must be at least 2 characters')
    .max(64, 'Slug must be at most 64 characters')
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Slug may hold lower-case letters, digits and dashes')
    .refine((s) => !(RESERVED_PLATFORM_SLUGS as readonly string[]).includes(s), {
      message: 'This slug is reserved',
    }),
  currency_symbol: singleLineText({ message: 'Currency symbol is required' })
    .trim()
    .min(1, 'Currency symbol is required')
    .max(5, 'Currency symbol must be at most 5 characters')
    .default('$'),
  time_zone: singleLineText({ message: 'Time zone is required' })
    .trim()
    .min(1, 'Time zone is required')
    .max(64, 'Time zone is too long')
    .default('UTC'),
  wager_basis: z
    .enum(['raw', 'weighted'], { message: "Rank by 'raw' or 'weighted' wagered" })
    .default('raw'),
  excluded_usernames: z
    .array(singleLineText().trim().min(1, 'Empty username').max(64, 'Username is too long'), {
      message: 'Excluded usernames must be a list',
    })
    .max(200, 'At most 200 excluded usernames')
    .default([]),
  mask_usernames: bool.default(false),
  active: bool.default(true),
});
export type AdminPlatformInput = z.input<typeof adminPlatformSchema>;

export const adminPlatformParamsSchema = z.object({
  id: idSchema('Invalid platform', 'Invalid platform'),
});

/**
 * PUT …/platforms/{id}/period: the current period's timeframe, dates and prizes. For weekly,
 * bi-weekly and monthly the end follows from the start; a custom period gives both. Prizes are
 * by place (first place first); the pool defaults to their sum and may not be smaller.
 */
export const adminPeriodSchema = z
  .object({
    timeframe: z.enum(TIMEFRAME_OPTIONS, { message: 'Choose a timeframe' }),
    start: z.iso.datetime({ offset: true, message: 'Start must be a date and time' }),
    end: z.iso.datetime({ offset: true, message: 'End must be a date and time' }).optional(),
    prizes: z
      .array(moneySchema('Prize'), { message: 'Prizes must be a list' })
      .max(100, 'At most 100 prize places'),
    total_prize_pool: moneySchema('Total prize pool').optional(),
  })
  .superRefine((v, ctx) => {
    if (v.timeframe === 'custom' && !v.end)
      ctx.addIssue({ code: 'custom', path: ['end'], message: 'A custom period needs an end' });
    if (v.end && Date.parse(v.end) <= Date.parse(v.start))
      ctx.addIssue({ code: 'custom', path: ['end'], message: 'The end must be after the start' });
  });
export type AdminPeriodInput = z.input<typeof adminPeriodSchema>;

/** PUT …/platforms/{id}/feed. `config` is checked by the adapter's own schema (per field). */
export const adminFeedSchema = z.object({
  kind: z.enum(FEED_KIND_OPTIONS, { message: 'Choose a feed type' }),
  config: z.record(z.string(), z.unknown()).default({}),
  enabled: bool.default(true),
  sync_interval_s: z.coerce
    .number({ message: 'Sync interval must be a number of seconds' })
    .int('Sync interval must be whole seconds')
    .min(60, 'Sync at most once a minute')
    .max(86_400, 'Sync at least once a day')
    .default(300),
});
export type AdminFeedInput = z.input<typeof adminFeedSchema>;

/**
 * POST …/platforms/{id}/feed/preview: the rows a feed's settings yield for the current period,
 * before saving them (a secret left masked uses the stored one). Nothing is stored.
 */
export const adminFeedPreviewSchema = adminFeedSchema.pick({ kind: true, config: true });
export type AdminFeedPreviewInput = z.input<typeof adminFeedPreviewSchema>;

export interface AdminFeedPreviewRow {
  username: string;
  /** Decimal strings of the currency. */
  wagered: string;
  weighted_wagered: string | null;
  favorite_game: string | null;
  uid: string | null;
  /** The platform hides this player: kept apart from any other row. */
  hidden: boolean;
}

export interface AdminFeedPreviewResponse {
  success: true;
  message: string;
  data: {
    /** The period asked (the current one, up to now). */
    period: { start: string; end: string };
    received: number;
    dropped: number;
    dropped_samples: { index: number; reason: string }[];
    /** The first 50 rows, in the feed's order (not merged or ranked). */
    rows: AdminFeedPreviewRow[];
    total_rows: number;
  };
}

/** POST …/platforms/{id}/corrections: set one player's amount in the current period. */
export const adminCorrectionSchema = z.object({
  username: singleLineText({ message: 'Username is required' })
    .trim()
    .min(1, 'Username is required')
    .max(64, 'Username is too long'),
  wagered: moneySchema('Wagered'),
  reason: multiLineText({ message: 'A reason is required' })
    .trim()
    .min(3, 'A reason is required')
    .max(500, 'The reason must be at most 500 characters'),
});
export type AdminCorrectionInput = z.input<typeof adminCorrectionSchema>;

export interface AdminFeed {
  kind: FeedKindOption;
  /** The adapter's settings with every secret masked (`••••1234`). */
  config: Record<string, unknown>;
  enabled: boolean;
  sync_interval_s: number;
  last_sync_at: string | null;
  last_success_at: string | null;
  row_count: number | null;
  last_error: string | null;
  failures: number;
  next_attempt_at: string | null;
}

export interface AdminPeriod {
  id: number;
  timeframe: TimeframeOption;
  start: string | null;
  end: string;
  /** Decimal strings of the currency by place. */
  prizes: string[];
  total_prize_pool: string;
  entries: number;
}

export interface AdminPlatform {
  id: number;
  slug: string;
  name: string;
  image: string | null;
  currency_symbol: string;
  time_zone: string;
  wager_basis: 'raw' | 'weighted';
  excluded_usernames: string[];
  mask_usernames: boolean;
  active: boolean;
  period: AdminPeriod | null;
  feed: AdminFeed | null;
}

/** The adapters an admin can pick, with the fields each needs (for the feed form). */
export interface AdminFeedKind {
  kind: FeedKindOption;
  label: string;
  description: string;
  secret_fields: string[];
  provides_weighted: boolean;
  range_mode: 'range' | 'cumulative' | 'import';
}

export interface AdminLeaderboardsResponse {
  success: true;
  data: { platforms: AdminPlatform[]; feed_kinds: AdminFeedKind[] };
}

export interface AdminPlatformResponse {
  success: true;
  message: string;
  data: AdminPlatform;
}

export interface AdminEntry {
  rank: number;
  username: string;
  /** Decimal string of the currency. */
  wagered: string;
  corrected: boolean;
}

export interface AdminEntriesResponse {
  success: true;
  data: { entries: AdminEntry[]; total: number };
}

export interface AdminSyncResponse {
  success: boolean;
  message: string;
  data: AdminPlatform;
}

/** POST …/platforms/{id}/csv/preview and …/csv/commit (multipart `file`, at most 10 MB). */
export interface AdminCsvPreviewResponse {
  success: true;
  data: {
    total_records: number;
    valid_rows: number;
    error_count: number;
    errors: { line: number; message: string }[];
    preview: { line: number; username: string; wagered: string; weighted_wagered: string | null }[];
    duplicate_usernames: number;
  };
}

export interface AdminCsvCommitResponse {
  success: true;
  message: string;
  data: { rows: number; skipped: number; platform: AdminPlatform };
}
