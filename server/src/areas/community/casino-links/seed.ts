// The casino links' part of the demo's audit log: the moderators' reviews of casino names the
// seed wrote (real audit function).
import { SEED_ORDER, auditSeedStep, auditSource } from '../../../core/seed/context';

export const casinoLinksAuditSeed = auditSeedStep({
  name: 'community:casino-links-audit',
  order: SEED_ORDER.audit + 11,
  area: 'community',
  staff: 'moderator',
  sources: [
    auditSource({
      rows: (db) =>
        db
          .selectFrom('casino_links')
          .select([
            'id',
            'username',
            'status',
            'reason',
            'reviewed_by',
            'reviewed_at',
            'updated_at',
          ])
          .where('status', '!=', 'pending')
          .orderBy('id')
          .execute(),
      entry: (l) => ({
        actorId: l.reviewed_by,
        action: l.status === 'verified' ? 'casino_link.approve' : 'casino_link.reject',
        entity: 'casino_link',
        entityId: l.id,
        before: { username: l.username, status: 'pending', reason: null },
        after: { username: l.username, status: l.status, reason: l.reason },
        at: l.reviewed_at ?? l.updated_at,
      }),
    }),
  ],
});
