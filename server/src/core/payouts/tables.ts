import type { Generated, Selectable } from 'kysely';
import type { Bool } from '../db/columns';

/** A casino's tipping API for one platform, with the admin's caps (integer cents). */
export interface PayoutProvidersTable {
  platform_id: number;
  enabled: Bool;
  api_url: string;
  /** Bearer token of the tipping API; never sent to the browser. */
  api_token: string;
  per_payout_cap_cents: number;
  daily_cap_cents: number;
  /** Payouts above this wait for a staff approval. */
  approval_threshold_cents: number;
  updated_by: number | null;
  updated_at: string;
}

export type PayoutStatus = 'pending' | 'needs_approval' | 'sent' | 'failed';

/** One automatic payout of a prize or reward. */
export interface PayoutsTable {
  id: Generated<number>;
  user_id: number;
  platform_id: number;
  /** What it pays: 'vip_claim', 'giveaway', 'wager_raffle'… with the prize's reference. */
  source: string;
  source_ref: string;
  description: string;
  amount_cents: number;
  /** The verified casino name it is sent to. */
  recipient: string;
  /** Sent with every attempt; the tipping API pays a nonce once. */
  nonce: string;
  status: PayoutStatus;
  attempts: Generated<number>;
  next_attempt_at: string | null;
  last_error: string | null;
  /** An attempt got no answer: it may have paid (a retry with the same nonce is safe). */
  uncertain: Generated<Bool>;
  provider_ref: string | null;
  /** The UTC day (YYYY-MM-DD) whose daily cap the payout counts against, once attempted. */
  cap_day: string | null;
  approved_by: number | null;
  approved_at: string | null;
  sent_at: string | null;
  created_at: string;
  updated_at: string;
}

export type PayoutRow = Selectable<PayoutsTable>;
export type PayoutProviderRow = Selectable<PayoutProvidersTable>;

export interface PayoutTables {
  payout_providers: PayoutProvidersTable;
  payouts: PayoutsTable;
}
