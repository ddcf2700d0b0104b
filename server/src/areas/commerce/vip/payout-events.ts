import { on } from '../../../core/events';

let subscribed = false;

/** A VIP cash claim paid by the tipping API (core/payouts) is processed like one paid by hand. */
export function subscribeVipPayouts(): void {
  if (subscribed) return;
  subscribed = true;
  on('payout-sent', async ({ db, source, sourceRef, at }) => {
    if (source !== 'vip_claim') return;
    await db
      .updateTable('vip_claims')
      .set({ processed: 1, processed_at: at.toISOString() })
      .where('id', '=', Number(sourceRef))
      .where('processed', '=', 0)
      .execute();
  });
}
