// The commerce area's part of the demo's audit log: the store redemptions staff marked processed
// (real audit function).
import { audit } from '../../core/audit/audit';
import { SEED_ORDER, auditTime } from '../../core/seed/context';
import type { SeedStep } from '../../core/seed/context';

export const commerceAuditSeed: SeedStep = {
  name: 'commerce:audit',
  order: SEED_ORDER.audit + 30,
  async run({ db, now, members }) {
    const admin = members.id('admin');
    const rows = await db
      .selectFrom('store_redemptions')
      .select(['id', 'processed_at', 'created_at'])
      .where('is_processed', '=', 1)
      .orderBy('id')
      .execute();
    for (const r of rows)
      await audit(db, {
        actorId: admin,
        area: 'commerce',
        action: 'redemption.process',
        entity: 'store_redemption',
        entityId: r.id,
        before: { is_processed: false, processed_at: null },
        after: { is_processed: true, processed_at: r.processed_at ?? r.created_at },
        at: auditTime(now, r.processed_at ?? r.created_at),
      });
  },
};
