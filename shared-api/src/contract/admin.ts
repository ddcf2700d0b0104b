import { z } from 'zod';
import { idSchema, multiLineText, singleLineText } from './common';
import type { Paginated } from './common';
import { NAV_ICON_NAME } from './registry';
import type { RemoteNavEntry, RemoteStatus } from './registry';
import type { Role } from './users';

/** A staff member as admin lists show them. */
export interface AdminActor {
  id: number;
  name: string;
  username: string;
  avatar: string | null;
  role: Role;
}

/** One row of the audit log (GET /api/admin/audit). */
export interface AuditLogEntry {
  id: number;
  /** Who acted; null for the scheduler or the system. */
  actor: AdminActor | null;
  area: string;
  /** 'entity.verb': 'site.update', 'affiliate.create', 'giveaway.draw'… */
  action: string;
  entity: string;
  entity_id: string | null;
  before: unknown;
  after: unknown;
  created_at: string;
}

/** GET /api/admin/overview — the dashboard's figures. */
export interface AdminOverview {
  members: number;
  staff: number;
  affiliates: { visible: number; hidden: number };
  /** Staff actions in the last 24 hours. */
  audit_last_day: number;
  /** The newest audit rows, newest first. */
  recent_audit: AuditLogEntry[];
  /** Enabled casino feeds whose latest syncs failed, the longest failing first. */
  failing_feeds: AdminFailingFeed[];
}

/** A casino feed that is failing (Admin › Dashboard). */
export interface AdminFailingFeed {
  platform: { id: number; name: string; slug: string };
  /** When its current run of failures began. */
  since: string;
  /** Failed syncs in a row. */
  failures: number;
  last_error: string | null;
  /** When the feed is tried again (backoff). */
  next_attempt_at: string | null;
}

export interface AdminOverviewResponse {
  success: true;
  data: AdminOverview;
}

// ---------------------------------------------------------------------------------------------
// Admin › Site (GET/PUT /api/admin/site, admin only) and image uploads (POST /api/admin/uploads)

/** Where uploaded admin images (site logo, affiliate logos) are served from. */
export const ADMIN_UPLOAD_PREFIX = '/media/uploads/site/';
/** An uploaded admin image's stored path. */
export const ADMIN_UPLOAD_PATH = /^\/media\/uploads\/site\/[0-9a-f]{32}\.(png|jpg|webp|gif)$/;
/** A seeded image's stored path. */
export const DEMO_MEDIA_PATH = /^\/media\/demo\/[A-Za-z0-9._-]+\.(svg|png|jpg|webp|gif)$/;
export const ADMIN_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const ADMIN_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const ADMIN_IMAGE_TYPE_MESSAGE = 'Upload a PNG, JPEG, WebP or GIF image.';
export const ADMIN_IMAGE_SIZE_MESSAGE = 'The image must be at most 2 MB.';

/** POST /api/admin/uploads (multipart `file`): the stored path to put in a form. */
export interface AdminUploadResponse {
  success: true;
  data: { path: string; url: string };
}

const UPLOADED_IMAGE_MESSAGE = 'Upload the image again.';

/** An image field: null, an uploaded admin image or a seeded one (never an outside URL). */
export const adminImageSchema = singleLineText()
  .trim()
  .refine((v) => ADMIN_UPLOAD_PATH.test(v) || DEMO_MEDIA_PATH.test(v), UPLOADED_IMAGE_MESSAGE)
  .nullable();

/** An http(s) URL: anything else (javascript:, data:, relative) is refused. */
export const httpUrlSchema = (label: string) =>
  singleLineText({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(2000, `${label} is too long`)
    .refine((v) => {
      try {
        const u = new URL(v);
        return (u.protocol === 'http:' || u.protocol === 'https:') && !!u.hostname;
      } catch {
        return false;
      }
    }, `${label} must be an http:// or https:// address`);

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

// ---------------------------------------------------------------------------------------------
// Admin › Affiliates (/api/admin/affiliates)

export const AFFILIATE_BENEFITS_MAX = 10;

/** POST /api/admin/affiliates and PUT /api/admin/affiliates/:id. */
export const adminAffiliateSchema = z.object({
  name: singleLineText({ message: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(80, 'Name must be at most 80 characters'),
  logo_url: adminImageSchema,
  benefits: z
    .array(
      singleLineText({ message: 'Each benefit must be text' })
        .trim()
        .min(1, 'A benefit cannot be empty')
        .max(120, 'A benefit must be at most 120 characters'),
      { message: 'Benefits must be a list' },
    )
    .max(AFFILIATE_BENEFITS_MAX, `At most ${AFFILIATE_BENEFITS_MAX} benefits`),
  redirect_url: httpUrlSchema('Redirect URL'),
  active: z.boolean({ message: 'Say whether the affiliate is shown' }),
});
export type AdminAffiliateInput = z.input<typeof adminAffiliateSchema>;

/** POST /api/admin/affiliates/:id/move */
export const adminAffiliateMoveSchema = z.object({
  direction: z.enum(['up', 'down'], { message: 'Direction must be up or down' }),
});

/** An affiliate as Admin › Affiliates lists it (hidden ones too). */
export interface AdminAffiliate {
  id: number;
  name: string;
  /** The stored image path (what the form sends back). */
  logo_url: string | null;
  /** The logo as the browser loads it. */
  logo_src: string | null;
  benefits: string[];
  redirect_url: string;
  /** Shown in the sidebar and on the home page. */
  active: boolean;
  /** 1-based place in the list. */
  position: number;
  created_at: string;
}

export interface AdminAffiliatesResponse {
  success: true;
  data: AdminAffiliate[];
}

export interface AdminAffiliateResponse {
  success: true;
  message: string;
  data: AdminAffiliate;
}

// ---------------------------------------------------------------------------------------------
// Admin › Audit log (GET /api/admin/audit, GET /api/admin/audit/filters)

export const AUDIT_PAGE_SIZE = 25;

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const instant = (label: string) =>
  z.preprocess(
    blankToUndefined,
    z.iso.datetime({ offset: true, message: `${label} must be a date and time` }).optional(),
  );

export const adminAuditQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1, 'Page must be at least 1').max(100000).default(1),
    actor_id: z.preprocess(blankToUndefined, idSchema('Member must be a member id').optional()),
    area: z.preprocess(
      blankToUndefined,
      singleLineText()
        .trim()
        .max(40, 'Area is too long')
        .regex(/^[a-z0-9_-]+$/, 'Unknown area')
        .optional(),
    ),
    /** From this instant (inclusive). */
    from: instant('Start'),
    /** Until this instant (exclusive). */
    to: instant('End'),
  })
  .refine((q) => !q.from || !q.to || new Date(q.from) < new Date(q.to), {
    path: ['to'],
    message: 'The end must be after the start',
  });
/** The audit log's query string (instants as ISO strings). */
export interface AdminAuditQuery {
  page?: number;
  actor_id?: number;
  area?: string;
  from?: string;
  to?: string;
}

export interface AdminAuditResponse extends Paginated<AuditLogEntry> {
  success: true;
}

/** The audit log's filter choices: the areas and the staff members that have rows. */
export interface AdminAuditFiltersResponse {
  success: true;
  data: { areas: string[]; actors: AdminActor[] };
}

// ---------------------------------------------------------------------------------------------
// Admin › Remotes (/api/admin/remotes, admin only)

const manifestUrlSchema = httpUrlSchema('Manifest URL').refine(
  (v) => /\.json(\?.*)?$/i.test(v),
  'Manifest URL must point at the mf-manifest.json of the build',
);

/** POST /api/admin/remotes/:name/replace (and …/replace/preview, which only answers the drops) */
export const adminRemoteReplaceSchema = z.object({
  manifest: manifestUrlSchema,
  /** The admin saw what the new build drops (paths, admin screens, nav entries) and confirmed. */
  accept_drops: z.boolean().optional(),
});

/** POST /api/admin/remotes: a remote of one's own, beside the others, under its own name. */
export const adminRemoteAddSchema = z.object({
  name: singleLineText().regex(
    /^[A-Za-z_][A-Za-z0-9_-]{0,63}$/,
    "Name must be the build's container name: letters, digits, - and _",
  ),
  manifest: manifestUrlSchema,
});

/** POST /api/admin/remotes/:name/nav: the icon of each of the remote's sidebar entries. */
export const adminRemoteNavSchema = z.object({
  nav: z
    .array(
      z.object({
        path: singleLineText().min(1).max(200),
        icon: z
          .string()
          .regex(NAV_ICON_NAME, 'Icon must be a name of the icon set')
          .nullable()
          .optional(),
      }),
    )
    .max(50),
});

/** POST /api/admin/remotes/:name/canary: release another build to a share of visitors. */
export const adminRemoteCanarySchema = z.object({
  manifest: manifestUrlSchema,
  percent: z.coerce
    .number({ message: 'Share must be a number' })
    .int('Share must be a whole number')
    .min(1, 'Share must be at least 1 %')
    .max(99, 'Share must be at most 99 % (promote to release to everyone)'),
});

/** What a new build of a remote leaves out compared with the one it replaces. */
export interface RemoteDrops {
  paths: string[];
  /** The remote it replaces has admin screens (./admin); the new build has none. */
  admin: boolean;
  nav: RemoteNavEntry[];
}

/** POST /api/admin/remotes/:name/replace/preview */
export interface AdminRemoteReplacePreviewResponse {
  success: true;
  data: { version: string; drops: RemoteDrops };
}

/** One canary release of a remote (newest first). */
export interface AdminRemoteCanaryEntry {
  id: number;
  manifest: string;
  version: string;
  stable_version: string;
  percent: number;
  stable_loads: number;
  stable_failures: number;
  canary_loads: number;
  canary_failures: number;
  created_at: string;
  created_by: AdminActor | null;
  ended_at: string | null;
  ended_by: AdminActor | null;
  outcome: 'promoted' | 'stopped' | 'rolled_back' | null;
  /** Why it ended (an automatic rollback names the failure rates). */
  reason: string | null;
}

/** The remote's name in the address of a change. */
export const adminRemoteNameSchema = z.object({
  name: singleLineText().regex(/^[A-Za-z_][A-Za-z0-9_-]{0,63}$/, 'Unknown remote'),
});

/** One entry an admin set for a remote (newest first). */
export interface AdminRemoteHistoryEntry {
  id: number;
  manifest: string;
  version: string;
  created_at: string;
  created_by: AdminActor | null;
  reverted_at: string | null;
  reverted_by: AdminActor | null;
  /** The entry the registry serves now. */
  live: boolean;
  /** The entry took the remote off the site. */
  removed: boolean;
}

/** A remote as Admin › Remotes shows it: the registry's view plus the admin's changes. */
export interface AdminRemote extends RemoteStatus {
  history: AdminRemoteHistoryEntry[];
  /** An admin's entry is live: Roll back returns to the one before it. */
  can_roll_back: boolean;
  /** Entries from LOBBY_REMOTES_FILE or Admin › Remotes may be removed (built-in ones replaced). */
  can_remove: boolean;
  canaries: AdminRemoteCanaryEntry[];
}

export interface AdminRemotesResponse {
  success: true;
  message?: string;
  data: { remotes: AdminRemote[]; problems: string[]; removed: AdminRemovedRemote[] };
}

/** A remote an admin removed: Roll back brings it back. */
export interface AdminRemovedRemote {
  name: string;
  version: string;
  manifest: string;
  removed_at: string;
  removed_by: AdminActor | null;
}
