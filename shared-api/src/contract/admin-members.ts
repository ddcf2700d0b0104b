import { z } from 'zod';
import { idSchema, multiLineText, pageQuerySchema, singleLineText } from './common';
import type { Paginated } from './common';
import type { Role } from './users';

// Admin › Members (platform, /api/admin/members): search, a member's record, role, points, bans.

export const MEMBER_ROLES: readonly Role[] = ['member', 'vip', 'moderator', 'admin'];

/** GET /api/admin/members?q=&page= — q matches the name, the Discord id or the Kick name. */
export const adminMembersQuerySchema = pageQuerySchema.extend({
  q: singleLineText().trim().max(100, 'Search is too long').optional().default(''),
  status: z.enum(['all', 'banned', 'staff']).optional().default('all'),
});
export type AdminMembersQuery = z.input<typeof adminMembersQuerySchema>;

/** A member in the search results. */
export interface AdminMemberSummary {
  id: number;
  username: string;
  /** Display name: global name, else username. */
  name: string;
  avatar: string | null;
  discord_id: string | null;
  kick_username: string | null;
  role: Role;
  points: number;
  xp: number;
  banned_at: string | null;
  created_at: string;
  last_active: string | null;
}

export type AdminMembersResponse = Paginated<AdminMemberSummary>;

/** How many characters of a session's id (a SHA-256 hash, hex) its admin handle shows. */
export const SESSION_HANDLE_LENGTH = 12;

export interface AdminMemberSession {
  /** A short, non-secret handle of the session (the first characters of its hash). */
  id: string;
  /** True for the session of the staff member looking at the page (ending it logs them out). */
  current: boolean;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  ip: string | null;
  user_agent: string | null;
}

export interface AdminMemberActivity {
  id: string;
  type: string;
  title: string;
  description: string | null;
  points: number;
  xp: number;
  occurred_at: string;
}

export interface AdminLedgerEntry {
  id: number;
  delta: number;
  balance_after: number;
  reason: string;
  ref_type: string | null;
  ref_id: number | null;
  created_at: string;
}

/** GET /api/admin/members/:id */
export interface AdminMemberDetail extends AdminMemberSummary {
  global_name: string | null;
  email: string | null;
  time_zone: string;
  ban_reason: string | null;
  banned_by: { id: number; username: string } | null;
  /** Live sessions (logged-in browsers). */
  sessions: AdminMemberSession[];
  /** The newest ledger rows (the rest: …/ledger?page=). */
  ledger: AdminLedgerEntry[];
  /** The member's recent activity across every area. */
  activity: AdminMemberActivity[];
  /** Casino usernames the member linked (Settings › Casino), with their verification. */
  casino_links: AdminMemberCasinoLink[];
}

export interface AdminMemberCasinoLink {
  id: number;
  platform: string;
  username: string;
  status: 'pending' | 'verified' | 'rejected';
  created_at: string;
}

export interface AdminMemberResponse {
  member: AdminMemberDetail;
}

/** GET /api/admin/members/:id/ledger?page= */
export type AdminLedgerResponse = Paginated<AdminLedgerEntry>;

/** PATCH /api/admin/members/:id/role (admin only) */
export const adminRoleSchema = z.object({
  role: z.enum(['member', 'vip', 'moderator', 'admin'], { message: 'Choose a role' }),
});
export type AdminRoleInput = z.infer<typeof adminRoleSchema>;

/** The largest single adjustment (either way). */
export const MAX_POINTS_ADJUSTMENT = 10_000_000;

/** POST /api/admin/members/:id/points (admin only): one ledger row with the reason. */
export const adminPointsSchema = z.object({
  delta: z.coerce
    .number({ message: 'Enter a number of points' })
    .int('Points must be a whole number')
    .min(-MAX_POINTS_ADJUSTMENT, `At most ${MAX_POINTS_ADJUSTMENT.toLocaleString('en-US')} at once`)
    .max(MAX_POINTS_ADJUSTMENT, `At most ${MAX_POINTS_ADJUSTMENT.toLocaleString('en-US')} at once`)
    .refine((n) => n !== 0, 'Enter a number other than 0'),
  reason: multiLineText({ message: 'A reason is required' })
    .trim()
    .min(3, 'A reason is required (at least 3 characters)')
    .max(200, 'At most 200 characters'),
});
export type AdminPointsInput = z.input<typeof adminPointsSchema>;

/** POST /api/admin/members/:id/ban (moderator+) */
export const adminBanSchema = z.object({
  reason: multiLineText({ message: 'A reason is required' })
    .trim()
    .min(3, 'A reason is required (at least 3 characters)')
    .max(300, 'At most 300 characters'),
});
export type AdminBanInput = z.infer<typeof adminBanSchema>;

/** DELETE /api/admin/members/:id/sessions/:session (moderator+): ends one session. */
export const adminSessionParamsSchema = z.object({
  id: idSchema(),
  session: singleLineText().regex(
    new RegExp(`^[0-9a-f]{${SESSION_HANDLE_LENGTH}}$`),
    'Invalid session',
  ),
});

/** What role, points, ban, unban and ending a session answer: the member as it is now. */
export interface AdminMemberUpdateResponse {
  success: true;
  member: AdminMemberDetail;
}

/** The message a banned member gets at login (and the login page shows). */
export const BANNED_MESSAGE = 'This account is banned';
