import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Actor } from '../admin/duties';
import { assertAdmin, assertNotSelf } from '../admin/duties';
import { audit } from '../audit/audit';
import { addMs, iso } from '../clock';
import { withTransaction } from '../db';
import type { Database, Db } from '../db';
import { emit } from '../events';
import { HttpError, notFound } from '../http/errors';
import { serviceText } from '../http/outbound';
import { centsToDollars } from '../money';
import { notify } from '../notifications/service';
import { provider as providerOf } from '../providers';
import { openSecret } from '../secrets';
import { readAllSettings, upsertSetting } from '../settings/repository';
import type { PayoutRow, PayoutStatus } from './tables';
import { sendTip } from './tipping-client';
import type { TipResult } from './tipping-client';

/** Attempts before a payout that keeps failing stops retrying by itself (staff may retry). */
export const MAX_ATTEMPTS = 8;
const BASE_BACKOFF_MS = 30_000;
const MAX_BACKOFF_MS = 60 * 60 * 1000;
/** Where the platform that pays giveaway and raffle cash prizes is kept (settings). */
const PRIZE_PLATFORM_KEY = 'payouts.prize_platform_id';

/** Backoff after the n-th failed attempt: 30 s, 1 min, 2 min … at most an hour. */
export const backoffMs = (attempts: number) =>
  Math.min(MAX_BACKOFF_MS, BASE_BACKOFF_MS * 2 ** Math.max(0, attempts - 1));

const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The UTC day of a time: '2026-11-23'. */
const dayOf = (d: Date) => d.toISOString().slice(0, 10);

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
function publicView(p: PayoutRow) {
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

/** What the daily cap of a platform has spent (or may have: unanswered attempts) on a day. */
async function reservedOn(db: Db, platformId: number, day: string): Promise<number> {
  const r = await db
    .selectFrom('payouts')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('total'))
    .where('platform_id', '=', platformId)
    .where('cap_day', '=', day)
    .where((eb) => eb.or([eb('status', 'in', ['sent', 'pending']), eb('uncertain', '=', 1)]))
    .executeTakeFirst();
  return Number(r?.total ?? 0);
}

const nextUtcMidnight = (d: Date) =>
  new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1));

interface AttemptContext {
  db: Kysely<Database>;
  now: Date;
  timeoutMs: number;
}

/**
 * One attempt at one due payout. The daily cap is reserved before the call (cap_day), so a
 * payout whose answer never came keeps counting; every attempt sends the payout's one nonce.
 * Answers what happened, for the job's summary.
 */
export async function attemptPayout(
  ctx: AttemptContext,
  payout: PayoutRow,
): Promise<'sent' | 'retry' | 'failed' | 'waiting'> {
  const { db, now } = ctx;
  const at = iso(now);
  const provider = await db
    .selectFrom('payout_providers')
    .selectAll()
    .where('platform_id', '=', payout.platform_id)
    .executeTakeFirst();
  const wait = async (error: string, until: Date) => {
    await db
      .updateTable('payouts')
      .set({ last_error: error, next_attempt_at: iso(until), updated_at: at })
      .where('id', '=', payout.id)
      .where('status', '=', 'pending')
      .execute();
    return 'waiting' as const;
  };
  if (!provider || Number(provider.enabled) !== 1)
    return wait('Tipping is turned off for this platform', addMs(now, MAX_BACKOFF_MS));
  if (Number(payout.amount_cents) > Number(provider.per_payout_cap_cents)) {
    await finish(db, payout, now, 'failed', {
      last_error: `Above the per-payout cap of ${dollars(Number(provider.per_payout_cap_cents))}: pay it by hand`,
    });
    return 'failed';
  }
  if (payout.cap_day == null) {
    const today = dayOf(now);
    const reserved = await reservedOn(db, payout.platform_id, today);
    if (reserved + Number(payout.amount_cents) > Number(provider.daily_cap_cents))
      return wait(
        `Daily cap of ${dollars(Number(provider.daily_cap_cents))} reached; waits for the next day`,
        nextUtcMidnight(now),
      );
    const took = await db
      .updateTable('payouts')
      .set({ cap_day: today, updated_at: at })
      .where('id', '=', payout.id)
      .where('status', '=', 'pending')
      .where('cap_day', 'is', null)
      .executeTakeFirst();
    if (Number(took.numUpdatedRows) !== 1) return 'waiting';
  }
  let apiToken: string;
  try {
    apiToken = openSecret(provider.api_token);
  } catch (error) {
    // Nothing was sent: the key is missing (SECRET_KEY), not the casino's answer.
    return wait((error as Error).message, addMs(now, backoffMs(payout.attempts + 1)));
  }
  const attempts = payout.attempts + 1;
  await db
    .updateTable('payouts')
    .set({ attempts, updated_at: at })
    .where('id', '=', payout.id)
    .execute();

  let result: TipResult;
  try {
    result = await sendTip(
      { apiUrl: provider.api_url, apiToken },
      {
        recipient: payout.recipient,
        amountCents: Number(payout.amount_cents),
        nonce: payout.nonce,
      },
      ctx.timeoutMs,
    );
  } catch (error) {
    result = { outcome: 'retry', uncertain: true, retryAfterMs: null, error: String(error) };
  }
  if (result.outcome === 'sent') {
    await finish(db, payout, now, 'sent', {
      provider_ref: result.reference,
      last_error: null,
      uncertain: 0,
    });
    return 'sent';
  }
  if (result.outcome === 'refused') {
    await finish(db, payout, now, 'failed', { last_error: serviceText(result.error, 500) });
    return 'failed';
  }
  const uncertain = result.uncertain || Number(payout.uncertain) === 1 ? 1 : 0;
  if (attempts >= MAX_ATTEMPTS) {
    await finish(db, payout, now, 'failed', {
      last_error: `${serviceText(result.error, 400)} (gave up after ${attempts} attempts)`,
      uncertain,
    });
    return 'failed';
  }
  const delay = Math.max(result.retryAfterMs ?? 0, backoffMs(attempts));
  await db
    .updateTable('payouts')
    .set({
      last_error: serviceText(result.error, 500),
      uncertain,
      next_attempt_at: iso(addMs(now, delay)),
      updated_at: at,
    })
    .where('id', '=', payout.id)
    .where('status', '=', 'pending')
    .execute();
  return 'retry';
}

/** Ends a payout as sent or failed (conditional on it still pending), audited; tells the member. */
async function finish(
  db: Kysely<Database>,
  payout: PayoutRow,
  now: Date,
  status: 'sent' | 'failed',
  fields: { last_error?: string | null; provider_ref?: string | null; uncertain?: 0 | 1 },
): Promise<void> {
  const at = iso(now);
  await withTransaction(db, async (trx) => {
    const after = await trx
      .updateTable('payouts')
      .set({
        ...fields,
        status,
        next_attempt_at: null,
        sent_at: status === 'sent' ? at : null,
        updated_at: at,
      })
      .where('id', '=', payout.id)
      .where('status', '=', 'pending')
      .returningAll()
      .executeTakeFirst();
    if (!after) return;
    await audit(trx, {
      actorId: null,
      area: 'payouts',
      action: status === 'sent' ? 'payout.sent' : 'payout.failed',
      entity: 'payout',
      entityId: payout.id,
      before: publicView(payout),
      after: publicView(after),
      at: now,
    });
    if (status === 'sent') {
      await notify(
        trx,
        payout.user_id,
        {
          type: 'payout_sent',
          title: 'Payout sent',
          message: `${dollars(Number(payout.amount_cents))} for ${payout.description || 'your prize'} was sent to your casino account ${payout.recipient}.`,
          url: null,
        },
        now,
      );
      await emit('payout-sent', {
        db: trx,
        payoutId: payout.id,
        userId: payout.user_id,
        source: payout.source,
        sourceRef: payout.source_ref,
        amountCents: Number(payout.amount_cents),
        at: now,
      });
    }
  });
}

/** The job's work: every pending payout that is due, oldest first. */
export async function sendDuePayouts(ctx: AttemptContext, limit = 25): Promise<string> {
  const due = await ctx.db
    .selectFrom('payouts')
    .selectAll()
    .where('status', '=', 'pending')
    .where((eb) =>
      eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', iso(ctx.now))]),
    )
    .orderBy('id')
    .limit(limit)
    .execute();
  const counts = { sent: 0, retry: 0, failed: 0, waiting: 0 };
  for (const p of due) counts[await attemptPayout(ctx, p)] += 1;
  if (!due.length) return 'No payouts due';
  const parts = [
    `${counts.sent} sent`,
    counts.retry ? `${counts.retry} to retry` : '',
    counts.failed ? `${counts.failed} failed` : '',
    counts.waiting ? `${counts.waiting} waiting (cap or turned off)` : '',
  ].filter(Boolean);
  return parts.join(', ');
}

/** How a payout's staff action reads in a refusal ("approve" → "You cannot approve your own payout."). */
const VERBS: Record<string, string> = {
  'payout.approve': 'approve',
  'payout.reject': 'reject',
  'payout.retry': 'retry',
};

/**
 * A cash payout above its platform's approval threshold (Admin › Payouts) needs an admin; the
 * payee never acts on their own payout (`assertNotSelf`, for every staff change).
 */
async function checkApprover(trx: Db, actor: Actor, before: PayoutRow): Promise<void> {
  const provider = await trx
    .selectFrom('payout_providers')
    .select('approval_threshold_cents')
    .where('platform_id', '=', before.platform_id)
    .executeTakeFirst();
  const threshold = Number(provider?.approval_threshold_cents ?? 0);
  if (Number(before.amount_cents) > threshold)
    assertAdmin(actor, {
      area: 'payouts',
      action: 'payout.approve',
      entity: 'payout',
      entityId: before.id,
      message: `Only an admin may approve a payout above the approval threshold of $${centsToDollars(threshold).toFixed(2)}.`,
    });
}

async function staffChange(
  db: Kysely<Database>,
  id: number,
  actor: Actor,
  now: Date,
  action: string,
  from: PayoutStatus[],
  set: Partial<{
    status: PayoutStatus;
    next_attempt_at: string | null;
    last_error: string | null;
    approved_by: number;
    approved_at: string;
    attempts: number;
    cap_day: string | null;
  }>,
  conflict: string,
): Promise<PayoutRow> {
  return withTransaction(db, async (trx) => {
    const before = await trx
      .selectFrom('payouts')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!before) throw notFound('Payout not found');
    assertNotSelf(actor, before.user_id, {
      area: 'payouts',
      action,
      entity: 'payout',
      entityId: id,
      message: `You cannot ${VERBS[action] ?? 'act on'} your own payout.`,
    });
    if (action === 'payout.approve' && before.status === 'needs_approval')
      await checkApprover(trx, actor, before);
    const after = await trx
      .updateTable('payouts')
      .set({ ...set, updated_at: iso(now) })
      .where('id', '=', id)
      .where('status', 'in', from)
      .returningAll()
      .executeTakeFirst();
    if (!after) throw new HttpError(409, conflict);
    await audit(trx, {
      actorId: actor.id,
      area: 'payouts',
      action,
      entity: 'payout',
      entityId: id,
      before: publicView(before),
      after: publicView(after),
      at: now,
    });
    return after;
  });
}

/** An admin approves a payout above the threshold (never their own): it is sent by the next run of the job. */
export const approvePayout = (db: Kysely<Database>, id: number, actor: Actor, now: Date) =>
  staffChange(
    db,
    id,
    actor,
    now,
    'payout.approve',
    ['needs_approval'],
    {
      status: 'pending',
      next_attempt_at: iso(now),
      approved_by: actor.id,
      approved_at: iso(now),
    },
    'Only a payout waiting for approval can be approved',
  );

/** Staff refuse a payout waiting for approval (to pay it another way). */
export const rejectPayout = (db: Kysely<Database>, id: number, actor: Actor, now: Date) =>
  staffChange(
    db,
    id,
    actor,
    now,
    'payout.reject',
    ['needs_approval'],
    { status: 'failed', next_attempt_at: null, last_error: 'Rejected by staff' },
    'Only a payout waiting for approval can be rejected',
  );

/**
 * Staff retry a failed payout: pending again, with the same nonce, so a tip that did arrive
 * before is not paid a second time. Its cap day stays; the attempts start over.
 */
export const retryPayout = (db: Kysely<Database>, id: number, actor: Actor, now: Date) =>
  staffChange(
    db,
    id,
    actor,
    now,
    'payout.retry',
    ['failed'],
    // A refused payout never paid: it counts against the cap of the day it is retried on (one
    // that got no answer counts on both days, as it may have paid on the first).
    { status: 'pending', next_attempt_at: iso(now), attempts: 0, cap_day: null },
    'Only a failed payout can be retried',
  );
