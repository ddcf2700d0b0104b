import type { ActivityEvent } from '../activity/sources';
import type { Db } from '../db';

/** A ledger reason as a title: 'giveaway_entry' reads 'Giveaway entry'; words stay as written. */
function reasonTitle(reason: string): string {
  if (!/^[a-z0-9_]+$/.test(reason)) return reason;
  const words = reason.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The member's newest `limit` points movements as activity events (keys 'ledger-<id>'), so that
 * every credit and debit can be shown even when no area describes it (a staff adjustment, a
 * giveaway entry, a refund); a staff adjustment's reason is its description.
 */
export async function listLedgerActivity(
  db: Db,
  userId: number,
  limit: number,
): Promise<ActivityEvent[]> {
  const rows = await db
    .selectFrom('points_ledger')
    .select(['id', 'delta', 'reason', 'ref_type', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => {
    const byStaff = r.ref_type === 'admin_adjustment';
    return {
      id: `ledger-${r.id}`,
      type: 'other',
      title: byStaff ? 'Points adjusted by staff' : reasonTitle(r.reason),
      description: byStaff ? r.reason : null,
      points: Number(r.delta),
      xp: 0,
      amountCents: null,
      occurred_at: r.created_at,
    };
  });
}
