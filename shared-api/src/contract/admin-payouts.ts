import { z } from 'zod';
import { idSchema, pagedQuerySchema, singleLineText } from './common';
import type { PagedResponse } from './common';

// Admin › Payouts (platform, /api/admin/payouts): automatic payouts of prizes and VIP cash
// rewards through the casinos' tipping APIs, their caps and approvals.

export type PayoutStatus = 'pending' | 'needs_approval' | 'sent' | 'failed';
export const PAYOUT_STATUSES: readonly PayoutStatus[] = [
  'pending',
  'needs_approval',
  'sent',
  'failed',
];

/** How a member sees the automatic payout of one of their prizes. */
export interface MemberPayout {
  status: PayoutStatus;
  sent_at: string | null;
}

export interface AdminPayout {
  id: number;
  user: { id: number; username: string };
  platform: { id: number; name: string };
  /** 'vip_claim', 'giveaway', 'wager_raffle'. */
  source: string;
  description: string;
  /** Dollars. */
  amount: number;
  /** The verified casino name it goes to. */
  recipient: string;
  status: PayoutStatus;
  attempts: number;
  next_attempt_at: string | null;
  last_error: string | null;
  /** An attempt got no answer: it may have paid. A retry sends the same nonce (never twice). */
  uncertain: boolean;
  approved_by: { id: number; username: string } | null;
  sent_at: string | null;
  created_at: string;
}

/** A platform's tipping API as the admin sees it (the token is never sent back). */
export interface AdminPayoutProvider {
  platform: { id: number; name: string };
  configured: boolean;
  enabled: boolean;
  api_url: string;
  has_token: boolean;
  /** Dollars. */
  per_payout_cap: number;
  daily_cap: number;
  approval_threshold: number;
  /** Dollars counted against today's (UTC) cap. */
  used_today: number;
}

/**
 * GET /api/admin/payouts?status=&page=&per_page=: one page of payouts (newest first) in the paging
 * envelope (`data`, `current_page`, …), with every platform's tipping API and the counts per state.
 */
export interface AdminPayoutsResponse extends PagedResponse<AdminPayout> {
  providers: AdminPayoutProvider[];
  /** The platform that pays giveaway and wager-raffle cash prizes (null: none). */
  prize_platform_id: number | null;
  counts: Record<PayoutStatus, number>;
}

export const adminPayoutsQuerySchema = pagedQuerySchema.extend({
  status: z
    .enum(['all', 'pending', 'needs_approval', 'sent', 'failed'], {
      message: 'Unknown status',
    })
    .default('all'),
});
export type AdminPayoutsQuery = z.infer<typeof adminPayoutsQuerySchema>;

const dollars = (label: string) =>
  z
    .number({ message: `${label} must be a number` })
    .min(0, `${label} must be at least 0`)
    .max(1_000_000, `${label} is too large`)
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, `${label} allows 2 decimals`);

/** PUT /api/admin/payouts/providers/{platformId} */
export const adminPayoutProviderSchema = z
  .object({
    enabled: z.boolean({ message: 'Choose whether payouts are on' }),
    api_url: singleLineText({ message: 'API URL is required' })
      .trim()
      .max(500, 'API URL is too long')
      .refine((v) => {
        try {
          const u = new URL(v);
          return u.protocol === 'https:' || u.protocol === 'http:';
        } catch {
          return false;
        }
      }, 'API URL must be an http(s) address'),
    /** A new token; absent or empty keeps the stored one. */
    api_token: singleLineText().trim().max(500, 'Token is too long').optional(),
    per_payout_cap: dollars('Per-payout cap'),
    daily_cap: dollars('Daily cap'),
    approval_threshold: dollars('Approval threshold'),
  })
  .superRefine((v, ctx) => {
    if (v.daily_cap < v.per_payout_cap)
      ctx.addIssue({
        code: 'custom',
        path: ['daily_cap'],
        message: 'The daily cap must be at least the per-payout cap',
      });
  });
export type AdminPayoutProviderInput = z.infer<typeof adminPayoutProviderSchema>;

/** PUT /api/admin/payouts/settings */
export const adminPayoutSettingsSchema = z.object({
  prize_platform_id: idSchema('Choose a platform').nullable(),
});
export type AdminPayoutSettingsInput = z.infer<typeof adminPayoutSettingsSchema>;

export interface AdminPayoutActionResponse {
  success: true;
  message: string;
}
