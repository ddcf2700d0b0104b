import { z } from 'zod';
import { adminImageSchema } from './admin-uploads';
import { multiLineText, singleLineText } from './common';

// ---------------------------------------------------------------------------------------------
// Admin › Site (GET/PUT /api/admin/site, admin only)

const SOCIAL_HANDLE = /^@?[A-Za-z0-9._-]{1,64}$/;
const SOCIAL_BARE_URL = /^[\w-]+(\.[\w-]+)*\.[a-z]{2,}\/[\w./@%~+-]*$/i;

/** A social link: empty (none), a full http(s) URL, a bare `domain.tld/path`, or a handle. */
const socialSchema = (label: string) =>
  singleLineText()
    .trim()
    .max(300, `${label} is too long`)
    .nullable()
    .transform((v) => (v ? v : null))
    .refine((v) => {
      if (v == null) return true;
      if (/^[a-z][a-z0-9+.-]*:/i.test(v)) {
        try {
          const u = new URL(v);
          return (u.protocol === 'http:' || u.protocol === 'https:') && !!u.hostname;
        } catch {
          return false;
        }
      }
      return SOCIAL_HANDLE.test(v) || SOCIAL_BARE_URL.test(v);
    }, `${label}: enter an http(s) address or a handle`);

const casinoLabel = (n: number) =>
  singleLineText({ message: `Label ${n} is required` })
    .trim()
    .min(1, `Label ${n} is required`)
    .max(40, `Label ${n} must be at most 40 characters`);

const rewardAmount = (what: string) =>
  z
    .number({ message: `${what} must be a number` })
    .int(`${what} must be a whole number`)
    .min(0, `${what} cannot be negative`)
    .max(100_000, `${what} must be at most 100,000`);

/** The limits Admin › Site sets on what a moderator may create; above them the action is an admin's. */
export const MODERATOR_CEILING_KEYS = [
  'points_adjustment',
  'vip_reward_points',
  'vip_reward_cash',
  'prize_points',
  'prize_cash',
] as const;
/** Floors: a price under them gives value away (a cheap store item, cheap giveaway entries). */
export const MODERATOR_FLOOR_KEYS = ['store_price_min', 'entry_cost_min'] as const;
export const MODERATOR_LIMIT_KEYS = [...MODERATOR_CEILING_KEYS, ...MODERATOR_FLOOR_KEYS] as const;
export type ModeratorCeilingKey = (typeof MODERATOR_CEILING_KEYS)[number];
export type ModeratorFloorKey = (typeof MODERATOR_FLOOR_KEYS)[number];
export type ModeratorLimitKey = (typeof MODERATOR_LIMIT_KEYS)[number];
export type ModeratorLimits = Record<ModeratorLimitKey, number>;

/** What a fresh site allows a moderator: small amounts (a ceiling of 0 means admins only; a floor of 0, none). */
export const DEFAULT_MODERATOR_LIMITS: ModeratorLimits = {
  points_adjustment: 1_000,
  vip_reward_points: 5_000,
  vip_reward_cash: 25,
  prize_points: 5_000,
  prize_cash: 50,
  store_price_min: 100,
  entry_cost_min: 10,
};

const limitPoints = (what: string) =>
  z
    .number({ message: `${what} must be a number` })
    .int(`${what} must be a whole number`)
    .min(0, `${what} cannot be negative`)
    .max(1_000_000_000, `${what} must be at most 1,000,000,000`);

const limitDollars = (what: string) =>
  z
    .number({ message: `${what} must be a number` })
    .min(0, `${what} cannot be negative`)
    .max(10_000_000, `${what} must be at most 10,000,000`)
    .refine(
      (n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6,
      `${what} allows at most 2 decimals`,
    );

/** Admin › Site › Moderator limits (points, and dollars for the cash ones). */
export const moderatorLimitsSchema = z.object({
  points_adjustment: limitPoints('Points adjustment'),
  vip_reward_points: limitPoints('VIP reward (points)'),
  vip_reward_cash: limitDollars('VIP reward (cash)'),
  prize_points: limitPoints('Prize (points)'),
  prize_cash: limitDollars('Prize (cash)'),
  store_price_min: limitPoints('Lowest store price'),
  entry_cost_min: limitPoints('Lowest points per entry'),
});

/** PUT /api/admin/site — every platform-level setting at once. */
export const adminSiteSchema = z.object({
  site_name: singleLineText({ message: 'Site name is required' })
    .trim()
    .min(1, 'Site name is required')
    .max(60, 'Site name must be at most 60 characters'),
  site_logo: adminImageSchema,
  site_description: multiLineText({ message: 'Description is required' })
    .trim()
    .min(1, 'Description is required')
    .max(300, 'Description must be at most 300 characters'),
  social: z.object({
    kick: socialSchema('Kick'),
    discord: socialSchema('Discord'),
    x: socialSchema('X'),
    instagram: socialSchema('Instagram'),
    tiktok: socialSchema('TikTok'),
  }),
  casino: z.object({
    crypto1_enabled: z.boolean(),
    crypto1_label: casinoLabel(1),
    crypto2_enabled: z.boolean(),
    crypto2_label: casinoLabel(2),
    crypto3_enabled: z.boolean(),
    crypto3_label: casinoLabel(3),
  }),
  daily_reward: z.object({ points: rewardAmount('Points'), xp: rewardAmount('XP') }),
  /** Absent keeps the stored limits. */
  moderator_limits: moderatorLimitsSchema.optional(),
});
export type AdminSiteInput = z.input<typeof adminSiteSchema>;
export type AdminSiteValues = z.output<typeof adminSiteSchema> & {
  moderator_limits: ModeratorLimits;
};

/** GET/PUT /api/admin/site — the stored values, and the logo as the browser loads it. */
export interface AdminSiteResponse {
  success: true;
  data: AdminSiteValues & { site_logo_url: string | null };
  message?: string;
}
