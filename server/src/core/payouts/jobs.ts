import type { Kysely } from 'kysely';
import { audit } from '../audit/audit';
import { addMs, iso } from '../clock';
import { withTransaction } from '../db';
import type { Database, Db } from '../db';
import { emit } from '../events';
import { serviceText } from '../http/outbound';
import { notify } from '../notifications/service';
import { openSecret } from '../secrets';
import { dollars, publicView } from './service';
import type { PayoutRow } from './tables';
import { sendTip } from './tipping-client';
import type { TipResult } from './tipping-client';

/** Attempts before a payout that keeps failing stops retrying by itself (staff may retry). */
export const MAX_ATTEMPTS = 8;
const BASE_BACKOFF_MS = 30_000;
const MAX_BACKOFF_MS = 60 * 60 * 1000;

/** Backoff after the n-th failed attempt: 30 s, 1 min, 2 min … at most an hour. */
export const backoffMs = (attempts: number) =>
  Math.min(MAX_BACKOFF_MS, BASE_BACKOFF_MS * 2 ** Math.max(0, attempts - 1));

/** The UTC day of a time: '2026-11-23'. */
const dayOf = (d: Date) => d.toISOString().slice(0, 10);

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
