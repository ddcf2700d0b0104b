import { randomUUID } from 'node:crypto';
import { audit } from '../audit/audit';
import { iso } from '../clock';
import type { Db } from '../db';
import { provider as providerOf } from '../providers';
import { readAllSettings, upsertSetting } from '../settings/repository';
import type { PayoutRow, PayoutStatus } from './tables';

/** Where the platform that pays giveaway and raffle cash prizes is kept (settings). */
const PRIZE_PLATFORM_KEY = 'payouts.prize_platform_id';

/** $1,234.50 */
export const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export interface PayoutRequest {
  userId: number;
  /** The casino platform to pay on; null: the platform set for prizes in Admin › Payouts. */
  platformId: number | null;
  /** 'vip_claim', 'giveaway', 'wager_raffle'… and the prize's reference (unique together). */
  source: string;
  sourceRef: string;
  /** What it pays, for staff and the member: 'VIP reward Gold', 'the $500 Cash Giveaway'. */
  description: string;
  amountCents: number;
  at: Date;
}

/** The platform that pays giveaway and wager-raffle cash prizes (null: none). */
export async function prizePlatformId(db: Db): Promise<number | null> {
  const v = (await readAllSettings(db))[PRIZE_PLATFORM_KEY];
  const n = v ? Number(v) : NaN;
  return Number.isInteger(n) && n > 0 ? n : null;
}

export async function setPrizePlatformId(db: Db, id: number | null, now: Date): Promise<void> {
  await upsertSetting(db, PRIZE_PLATFORM_KEY, id == null ? '' : String(id), iso(now));
}

/**
 * A prize source asks for an automatic payout, in its own transaction. Answers the payout, or
 * null when none is made — no tipping API enabled for the platform, or no verified casino name:
 * the prize is then paid by hand as before. One payout per (source, ref): asking again answers
 * the first. Above the per-payout cap it is made failed (never sent); above the approval
 * threshold it waits for staff.
 */
export async function requestPayout(db: Db, req: PayoutRequest): Promise<PayoutRow | null> {
  if (!Number.isInteger(req.amountCents) || req.amountCents <= 0) return null;
  const platformId = req.platformId ?? (await prizePlatformId(db));
  if (platformId == null) return null;
  const provider = await db
    .selectFrom('payout_providers')
    .selectAll()
    .where('platform_id', '=', platformId)
    .executeTakeFirst();
  if (!provider || Number(provider.enabled) !== 1) return null;
  const recipient = await providerOf('platforms').verifiedName(db, req.userId, platformId);
  if (!recipient) return null;
  const at = iso(req.at);
  const overCap = req.amountCents > Number(provider.per_payout_cap_cents);
  const needsApproval = req.amountCents > Number(provider.approval_threshold_cents);
  const status: PayoutStatus = overCap ? 'failed' : needsApproval ? 'needs_approval' : 'pending';
  const inserted = await db
    .insertInto('payouts')
    .values({
      user_id: req.userId,
      platform_id: platformId,
      source: req.source,
      source_ref: req.sourceRef,
      description: req.description.slice(0, 200),
      amount_cents: req.amountCents,
      recipient,
      nonce: `lobby-${randomUUID()}`,
      status,
      next_attempt_at: status === 'pending' ? at : null,
      last_error: overCap
        ? `Above the per-payout cap of ${dollars(Number(provider.per_payout_cap_cents))}: pay it by hand`
        : null,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) => oc.columns(['source', 'source_ref']).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) {
    await audit(db, {
      actorId: null,
      area: 'payouts',
      action: 'payout.request',
      entity: 'payout',
      entityId: inserted.id,
      after: publicView(inserted),
      at: req.at,
    });
    return inserted;
  }
  return (
    (await db
      .selectFrom('payouts')
      .selectAll()
      .where('source', '=', req.source)
      .where('source_ref', '=', req.sourceRef)
      .executeTakeFirst()) ?? null
  );
}

/** What the audit log keeps of a payout (never a token). */
export function publicView(p: PayoutRow) {
  return {
    id: p.id,
    user_id: p.user_id,
    platform_id: p.platform_id,
    source: p.source,
    source_ref: p.source_ref,
    amount_cents: Number(p.amount_cents),
    recipient: p.recipient,
    nonce: p.nonce,
    status: p.status,
    attempts: p.attempts,
    last_error: p.last_error,
  };
}

/** The payouts of prizes, by source reference (what the areas show in claim histories). */
export async function payoutsForSources(
  db: Db,
  source: string,
  refs: string[],
): Promise<Map<string, { status: PayoutStatus; sent_at: string | null; amount_cents: number }>> {
  if (!refs.length) return new Map();
  const rows = await db
    .selectFrom('payouts')
    .select(['source_ref', 'status', 'sent_at', 'amount_cents'])
    .where('source', '=', source)
    .where('source_ref', 'in', refs)
    .execute();
  return new Map(
    rows.map((r) => [
      r.source_ref,
      { status: r.status, sent_at: r.sent_at, amount_cents: Number(r.amount_cents) },
    ]),
  );
}

/** True when an automatic payout of the prize is waiting, sending or sent (no paying by hand). */
export async function hasLivePayout(db: Db, source: string, ref: string): Promise<boolean> {
  const row = await db
    .selectFrom('payouts')
    .select('status')
    .where('source', '=', source)
    .where('source_ref', '=', ref)
    .executeTakeFirst();
  return !!row && row.status !== 'failed';
}
