// The engagement area's part of the demo's audit log: the giveaways the moderator created
// (real audit function; the scheduler's automatic draws are not staff actions).
import { audit } from '../../../core/audit/audit';
import { SEED_ORDER, auditTime } from '../../../core/seed/context';
import type { SeedStep } from '../../../core/seed/context';

export const engagementAuditSeed: SeedStep = {
  name: 'engagement:audit',
  order: SEED_ORDER.audit + 20,
  async run({ db, now, members }) {
    const moderator = members.id('moderator');
    const giveaways = await db
      .selectFrom('giveaways')
      .select([
        'id',
        'title',
        'prize_type',
        'prize_value',
        'number_of_winners',
        'end_datetime',
        'created_at',
      ])
      .orderBy('id')
      .execute();
    for (const g of giveaways)
      await audit(db, {
        actorId: moderator,
        area: 'engagement',
        action: 'giveaway.create',
        entity: 'giveaway',
        entityId: g.id,
        after: {
          title: g.title,
          prize_type: g.prize_type,
          prize_value: Number(g.prize_value),
          number_of_winners: Number(g.number_of_winners),
          end_datetime: g.end_datetime,
        },
        at: auditTime(now, g.created_at),
      });
  },
};
