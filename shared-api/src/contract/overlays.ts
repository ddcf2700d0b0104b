import { z } from 'zod';
import { idSchema, singleLineText } from './common';

/**
 * Overlays for OBS browser sources (issue 15): a page at `/overlay/<kind>?key=…` that shows one
 * thing of the stream — the current bonus hunt, a tournament bracket, a leaderboard, a giveaway's
 * winner reveal — with a transparent background. Each overlay is a row made in Admin › Overlays
 * with its own secret key (the only thing the page and its data route accept), a name and
 * settings (size, colours, what to show). The platform owns the keys (core/overlays); each
 * area serves its overlay's data at `/api/overlay/<kind>?key=…`, shaped small for the page.
 */
export const OVERLAY_KINDS = ['hunt', 'bracket', 'leaderboard', 'giveaway'] as const;
export type OverlayKind = (typeof OVERLAY_KINDS)[number];

export const OVERLAY_KIND_LABELS: Record<OverlayKind, string> = {
  hunt: 'Bonus hunt',
  bracket: 'Tournament bracket',
  leaderboard: 'Leaderboard',
  giveaway: 'Giveaway winner reveal',
};

/** Where an overlay's page and data live (relative to the site's base path). */
export const overlayPagePath = (kind: OverlayKind) => `overlay/${kind}`;
export const overlayDataPath = (kind: OverlayKind) => `api/overlay/${kind}`;

/** An overlay key: `ovl_` and 43 base64url characters (32 random bytes). */
export const OVERLAY_KEY_PATTERN = /^ovl_[A-Za-z0-9_-]{43}$/;

export const OVERLAY_NAME_MAX = 80;
export const OVERLAY_TOP_MAX = 25;
export const OVERLAY_SIZE = { minWidth: 200, maxWidth: 3840, minHeight: 120, maxHeight: 2160 };

const hex = (label: string) =>
  singleLineText({ message: `${label} is required` })
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, `${label} must be a colour like #7c5cff`)
    .transform((s) => s.toLowerCase());

const whole = (label: string, min: number, max: number) =>
  z
    .number({ message: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

/** What every overlay has: its box in the browser source and its colours. */
const commonSettings = {
  /** The box in CSS pixels; set the OBS browser source to the same size. */
  width: whole('Width', OVERLAY_SIZE.minWidth, OVERLAY_SIZE.maxWidth),
  height: whole('Height', OVERLAY_SIZE.minHeight, OVERLAY_SIZE.maxHeight),
  /** Text size in percent of the default (which reads well at 1080p). */
  font_scale: whole('Text size', 50, 250),
  text_color: hex('Text colour'),
  accent_color: hex('Accent colour'),
  /** The panels behind the text; the page itself stays transparent. */
  panel_color: hex('Panel colour'),
  /** 0 = no panel at all, 100 = opaque. */
  panel_opacity: whole('Panel opacity', 0, 100),
};

const nullableId = z.union([idSchema('Must be a number'), z.null()]);

export const overlaySettingsSchemas = {
  hunt: z.object({ ...commonSettings }).strict(),
  bracket: z
    .object({
      ...commonSettings,
      /** A fixed tournament; null: the newest active one. */
      tournament_id: nullableId,
    })
    .strict(),
  leaderboard: z
    .object({
      ...commonSettings,
      /** The platform's slug. */
      platform: singleLineText({ message: 'Platform is required' })
        .trim()
        .min(1, 'Platform is required')
        .max(64, 'Platform is too long'),
      top: whole('Top', 1, OVERLAY_TOP_MAX),
    })
    .strict(),
  giveaway: z
    .object({
      ...commonSettings,
      /** A fixed giveaway; null: the newest one that is open or was drawn. */
      giveaway_id: nullableId,
      /** How long the reveal runs before it lands on the winner. */
      reveal_seconds: whole('Reveal time', 2, 30),
    })
    .strict(),
} as const;

export type HuntOverlaySettings = z.output<typeof overlaySettingsSchemas.hunt>;
export type BracketOverlaySettings = z.output<typeof overlaySettingsSchemas.bracket>;
export type LeaderboardOverlaySettings = z.output<typeof overlaySettingsSchemas.leaderboard>;
export type GiveawayOverlaySettings = z.output<typeof overlaySettingsSchemas.giveaway>;
export interface OverlaySettingsByKind {
  hunt: HuntOverlaySettings;
  bracket: BracketOverlaySettings;
  leaderboard: LeaderboardOverlaySettings;
  giveaway: GiveawayOverlaySettings;
}
export type OverlaySettings = OverlaySettingsByKind[OverlayKind];

const COMMON_DEFAULTS = {
  font_scale: 100,
  text_color: '#ffffff',
  accent_color: '#7c5cff',
  panel_color: '#0b0e17',
  panel_opacity: 80,
};

/** Settings a new overlay starts with (the admin form fills these in). */
export function defaultOverlaySettings<K extends OverlayKind>(kind: K): OverlaySettingsByKind[K] {
  const byKind: OverlaySettingsByKind = {
    hunt: { ...COMMON_DEFAULTS, width: 520, height: 640 },
    bracket: { ...COMMON_DEFAULTS, width: 1280, height: 560, tournament_id: null },
    leaderboard: { ...COMMON_DEFAULTS, width: 460, height: 640, platform: '', top: 10 },
    giveaway: { ...COMMON_DEFAULTS, width: 720, height: 400, giveaway_id: null, reveal_seconds: 8 },
  };
  return byKind[kind];
}

const nameSchema = singleLineText({ message: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(OVERLAY_NAME_MAX, `Name must be at most ${OVERLAY_NAME_MAX} characters`);

const kindInput = <K extends OverlayKind>(kind: K) =>
  z.object({
    kind: z.literal(kind),
    name: nameSchema,
    settings: overlaySettingsSchemas[kind],
  });

/** POST /api/admin/overlays and PUT /api/admin/overlays/:id (the kind never changes). */
export const adminOverlayInputSchema = z.discriminatedUnion(
  'kind',
  [kindInput('hunt'), kindInput('bracket'), kindInput('leaderboard'), kindInput('giveaway')],
  { message: `Kind must be one of ${OVERLAY_KINDS.join(', ')}` },
);
export type AdminOverlayInput = z.input<typeof adminOverlayInputSchema>;

/**
 * A preview token (Admin › Overlays' live preview): `ovp_<overlay id>_<expiry ms>_<signature>`,
 * signed by the server and valid for minutes; it opens the overlay like its key does.
 */
export const OVERLAY_PREVIEW_PATTERN = /^ovp_\d{1,10}_\d{13}_[A-Za-z0-9_-]{43}$/;

/** `?key=` of an overlay page or data route: the overlay's key or a preview token. */
export const overlayKeyQuerySchema = z.object({
  key: singleLineText({ message: 'Key is required' })
    .max(120, 'Not an overlay key')
    .refine((k) => OVERLAY_KEY_PATTERN.test(k) || OVERLAY_PREVIEW_PATTERN.test(k), {
      message: 'Not an overlay key',
    }),
});

export const overlayKindParamSchema = z.object({
  kind: z.enum(OVERLAY_KINDS),
});

export interface AdminOverlay {
  id: number;
  kind: OverlayKind;
  name: string;
  settings: OverlaySettings;
  /**
   * The key's first characters, to tell keys apart. The key itself is stored only as a hash:
   * it is shown once, when made (create, new key).
   */
  key_hint: string;
  created_at: string;
  updated_at: string;
  revoked_at: string | null;
}

export interface AdminOverlaysResponse {
  success: true;
  data: AdminOverlay[];
}

export interface AdminOverlayResponse {
  success: true;
  message?: string;
  data: AdminOverlay;
}

/** Create and new key: the overlay, its key and page address — shown this once. */
export interface AdminOverlayKeyResponse {
  success: true;
  message: string;
  data: AdminOverlay;
  key: string;
  /** The page for the OBS browser source: site-relative (`/overlay/hunt?key=…`). */
  url: string;
}

/** POST /api/admin/overlays/:id/preview: a short-lived address for the admin's preview frame. */
export interface AdminOverlayPreviewResponse {
  success: true;
  url: string;
  expires_at: string;
}

/** Written into the overlay page (JSON script element) by the server. */
export interface OverlayPageConfig {
  kind: OverlayKind;
  basePath: string;
  settings: OverlaySettings;
}
export const OVERLAY_CONFIG_ELEMENT_ID = 'lobby-overlay';

/** What a parent page (the admin preview) posts to an overlay frame to try settings unsaved. */
export interface OverlayPreviewMessage {
  type: 'lobby-overlay-settings';
  settings: OverlaySettings;
}

// --- Data routes: `GET /api/overlay/<kind>?key=…` ---------------------------------------------

/** Every overlay data answer: the data, the live channels to listen to, the server's clock. */
export interface OverlayDataResponse<T> {
  success: true;
  data: T;
  /** Channels of the live stream (`/api/live?channels=…`) after whose messages to refetch. */
  channels: string[];
  server_time: string;
}

export interface OverlayHuntBonus {
  position: number;
  slot_name: string | null;
  slot_provider: string | null;
  bet: number;
  win: number | null;
  multiplier: number | null;
}

export interface OverlayHunt {
  id: number;
  name: string;
  /** 'collecting': no win recorded yet; 'opening': some recorded; 'finished': completed. */
  phase: 'collecting' | 'opening' | 'finished';
  start_balance: number;
  end_balance: number | null;
  bonuses_total: number;
  bonuses_opened: number;
  /** The sum of the recorded wins (dollars). */
  winnings: number;
  /** Needed average multiplier of the unopened bonuses to get back the start; null: none left. */
  break_even_x: number | null;
  best: OverlayHuntBonus | null;
  /** The bonus being opened: the first one without a win, while opening. */
  current: OverlayHuntBonus | null;
  /** The bonuses in order (at most 60; a hunt rarely has more). */
  bonuses: OverlayHuntBonus[];
}
export type OverlayHuntResponse = OverlayDataResponse<{ hunt: OverlayHunt | null }>;

export interface OverlayMatch {
  id: number;
  round: number;
  match_number: number;
  slot1_name: string | null;
  slot2_name: string | null;
  slot1_multiplier: number | null;
  slot2_multiplier: number | null;
  winner_name: string | null;
}

export interface OverlayBracket {
  id: number;
  name: string;
  size: number;
  /** Matches by round (first round first), each in match order. */
  rounds: OverlayMatch[][];
  /** The match being played: the first undecided one whose two slots are known. */
  live_match_id: number | null;
  /** The final's winner once decided. */
  champion: string | null;
}
export type OverlayBracketResponse = OverlayDataResponse<{ tournament: OverlayBracket | null }>;

export interface OverlayLeaderboardRow {
  rank: number;
  name: string;
  wagered: number;
  /** The prize of this place (dollars), when the period has prizes. */
  prize: number | null;
}

export interface OverlayLeaderboard {
  platform: { slug: string; name: string } | null;
  /** The running period; null when the platform has none running. */
  period: { start: string | null; end: string } | null;
  currency_symbol: string;
  prize_pool: number | null;
  rows: OverlayLeaderboardRow[];
}
export type OverlayLeaderboardResponse = OverlayDataResponse<OverlayLeaderboard>;

export interface OverlayGiveaway {
  id: number;
  title: string;
  prize: string;
  /** 'open': taking entries; 'closed': ended, waiting for its draw; 'drawn': winners known. */
  status: 'open' | 'closed' | 'drawn';
  ends_at: string;
  entries_count: number;
  /** Names the reveal shows scrolling by: up to 100 entrants, the winners always among them. */
  entrants: string[];
  /** From the verifiable draw (commit–reveal); empty until drawn. */
  winners: { position: number; name: string }[];
  drawn_at: string | null;
  /** sha256 of the draw seed, published before the draw; the seed once drawn. */
  commitment: string | null;
  seed: string | null;
}
export type OverlayGiveawayResponse = OverlayDataResponse<{ giveaway: OverlayGiveaway | null }>;
