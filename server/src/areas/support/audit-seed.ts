// The support area's part of the demo's audit log: the staff replies the seed wrote on tickets
// (real audit function).
import { audit } from '../../core/audit/audit';
import { SEED_ORDER, auditTime } from '../../core/seed/context';
import type { SeedStep } from '../../core/seed/context';

export const supportAuditSeed: SeedStep = {
  name: 'support:audit',
  order: SEED_ORDER.audit + 40,
  async run({ db, now, members }) {
    const moderator = members.id('moderator');
    const replies = await db
      .selectFrom('ticket_replies')
      .select(['id', 'ticket_id', 'user_id', 'created_at'])
      .where('is_staff', '=', 1)
      .orderBy('id')
      .execute();
    for (const r of replies)
      await audit(db, {
        actorId: r.user_id ?? moderator,
        area: 'support',
        action: 'ticket.reply',
        entity: 'ticket',
        entityId: r.ticket_id,
        after: { reply_id: Number(r.id) },
        at: auditTime(now, r.created_at),
      });
  },
};
