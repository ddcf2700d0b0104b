// Linked casino usernames (Settings › Casino): a name counts for leaderboard prizes, VIP tiers
// and wager raffles only once a moderator has verified the member's evidence.
import { z } from 'zod';
import { idSchema, multiLineText, singleLineText } from '@lobby/shared-api/contract';
import type { ProfileCasinoField } from './profile-limits';

export type CasinoLinkStatus = 'pending' | 'verified' | 'rejected';

/** The most bytes an evidence screenshot may have. */
export const CASINO_EVIDENCE_MAX_BYTES = 10 * 1024 * 1024;
export const CASINO_USERNAME_MAX = 64;
export const CASINO_REASON_MAX = 500;

export interface CasinoLink {
  id: number;
  platform: { id: number; slug: string; name: string; image: string | null };
  username: string;
  status: CasinoLinkStatus;
  /** Why a moderator rejected the name (shown to the member), else null. */
  reason: string | null;
  submitted_at: string;
  reviewed_at: string | null;
  /** Address of the evidence image (only its owner and staff can open it). */
  evidence_url: string | null;
}

/**
 * A platform a member can link a name on. The settings' casino fields (crypto, crypto2, crypto3)
 * are these names: field N is the Nth active platform (Admin › Leaderboards' order) while the
 * casino block switches it on, labelled by it; `field` is null for the others.
 */
export interface CasinoLinkPlatform {
  id: number;
  slug: string;
  name: string;
  image: string | null;
  field: ProfileCasinoField | null;
  /** The casino block's label of the field ('Lumen Casino username'), else '<name> username'. */
  label: string;
}

/** GET /api/r/casino-links: the platforms a name can be linked on and the member's names. */
export interface CasinoLinksResponse {
  success: true;
  data: {
    platforms: CasinoLinkPlatform[];
    links: CasinoLink[];
  };
}

/**
 * POST /api/r/casino-links (multipart): `platform_id`, `username` and the `evidence` image (a
 * screenshot of the casino's referral page showing the streamer's code; PNG, JPEG, WebP or GIF,
 * at most 10 MB). A new name for a platform replaces the member's previous one and waits for
 * review again.
 */
export const casinoLinkSubmitSchema = z.object({
  platform_id: idSchema('Choose a casino', 'Choose a casino'),
  username: singleLineText({ message: 'Enter your username on this casino' })
    .trim()
    .min(1, 'Enter your username on this casino')
    .max(CASINO_USERNAME_MAX, `The username must be at most ${CASINO_USERNAME_MAX} characters`),
});
export type CasinoLinkSubmitInput = z.input<typeof casinoLinkSubmitSchema>;

export interface CasinoLinkResponse {
  success: true;
  message: string;
  data: CasinoLink;
}

export const casinoLinkParamsSchema = z.object({
  id: idSchema('Invalid link', 'Invalid link'),
});

/** Admin: GET /api/admin/community/casino-links?status= */
export const casinoLinkQueueQuerySchema = z.object({
  status: z
    .enum(['pending', 'verified', 'rejected', 'all'], { message: 'Unknown status' })
    .default('pending'),
  q: singleLineText().trim().max(64, 'Search is too long').optional(),
});
export type CasinoLinkQueueQuery = z.input<typeof casinoLinkQueueQuerySchema>;

export interface AdminCasinoLink extends CasinoLink {
  member: { id: number; username: string; display_name: string | null };
  reviewed_by: { id: number; username: string } | null;
}

export interface AdminCasinoLinksResponse {
  success: true;
  data: { links: AdminCasinoLink[]; counts: Record<CasinoLinkStatus, number> };
}

/** Admin: POST /api/admin/community/casino-links/{id}/reject */
export const casinoLinkRejectSchema = z.object({
  reason: multiLineText({ message: 'Give the member a reason' })
    .trim()
    .min(3, 'Give the member a reason')
    .max(CASINO_REASON_MAX, `The reason must be at most ${CASINO_REASON_MAX} characters`),
});
export type CasinoLinkRejectInput = z.input<typeof casinoLinkRejectSchema>;

export interface AdminCasinoLinkResponse {
  success: true;
  message: string;
  data: AdminCasinoLink;
}
