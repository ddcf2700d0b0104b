// The engagement area's part of the demo's audit log: the giveaways the moderator created
// (real audit function; the scheduler's automatic draws are not staff actions).
import { SEED_ORDER, auditSeedStep, auditSource } from '../../../core/seed/context';

export const engagementAuditSeed = auditSeedStep({
  name: 'engagement:audit',
  order: SEED_ORDER.audit + 20,
  area: 'engagement',
  staff: 'moderator',
  sources: [
    auditSource({
      rows: (db) =>
        db
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
          .execute(),
      entry: (g) => ({
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
        at: g.created_at,
      }),
    }),
  ],
});
