import type { Kysely } from 'kysely';
import type { Actor } from '../admin/duties';
import { assertAdmin, assertNotSelf } from '../admin/duties';
import { audit } from '../audit/audit';
import { iso } from '../clock';
import { withTransaction } from '../db';
import type { Database, Db } from '../db';
import { HttpError, notFound } from '../http/errors';
import { centsToDollars } from '../money';
import { publicView } from './service';
import type { PayoutRow, PayoutStatus } from './tables';

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
