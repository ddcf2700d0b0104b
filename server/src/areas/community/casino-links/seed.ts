// The casino links' part of the demo's audit log: the moderators' reviews of casino names the
// seed wrote (real audit function).
import { audit } from '../../../core/audit/audit';
import { SEED_ORDER, auditTime } from '../../../core/seed/context';
import type { SeedStep } from '../../../core/seed/context';

export const casinoLinksAuditSeed: SeedStep = {
  name: 'community:casino-links-audit',
  order: SEED_ORDER.audit + 11,
  async run({ db, now, members }) {
    const moderator = members.id('moderator');
    const links = await db
      .selectFrom('casino_links')
      .select(['id', 'username', 'status', 'reason', 'reviewed_by', 'reviewed_at', 'updated_at'])
      .where('status', '!=', 'pending')
      .orderBy('id')
      .execute();
    for (const l of links)
      await audit(db, {
        actorId: l.reviewed_by ?? moderator,
        area: 'community',
        action: l.status === 'verified' ? 'casino_link.approve' : 'casino_link.reject',
        entity: 'casino_link',
        entityId: l.id,
        before: { username: l.username, status: 'pending', reason: null },
        after: { username: l.username, status: l.status, reason: l.reason },
        at: auditTime(now, l.reviewed_at ?? l.updated_at),
      });
  },
};
