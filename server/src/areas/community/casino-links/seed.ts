// The community area's part of the demo's audit log: the moderators' reviews of casino names
// and challenge claims the seed wrote, and the challenges they created (real audit function).
import { audit } from '../../core/audit/audit';
import { SEED_ORDER, auditTime } from '../../core/seed/context';
import type { SeedStep } from '../../core/seed/context';

export const communityAuditSeed: SeedStep = {
  name: 'community:audit',
  order: SEED_ORDER.audit + 10,
  async run({ db, now, members }) {
    const moderator = members.id('moderator');
    const challenges = await db
      .selectFrom('challenges')
      .select([
        'id',
        'slot_name',
        'multiplier',
        'min_bet',
        'prize',
        'prize_type',
        'start_date',
        'end_date',
        'created_at',
      ])
      .orderBy('id')
      .execute();
    for (const c of challenges)
      await audit(db, {
        actorId: moderator,
        area: 'community',
        action: 'challenge.create',
        entity: 'challenge',
        entityId: c.id,
        after: {
          slot_name: c.slot_name,
          multiplier: Number(c.multiplier),
          min_bet: Number(c.min_bet),
          prize: Number(c.prize),
          prize_type: c.prize_type,
          start_date: c.start_date,
          end_date: c.end_date,
        },
        at: auditTime(now, c.created_at),
      });
    const claims = await db
      .selectFrom('challenge_claims as cc')
      .innerJoin('challenges as c', 'c.id', 'cc.challenge_id')
      .select([
        'cc.id',
        'cc.challenge_id',
        'cc.status',
        'cc.reason',
        'cc.reviewed_at',
        'cc.reviewed_by',
        'cc.awarded_prize',
        'c.prize_type',
      ])
      .where('cc.status', '!=', 'pending')
      .orderBy('cc.id')
      .execute();
    for (const cl of claims)
      await audit(db, {
        actorId: cl.reviewed_by ?? moderator,
        area: 'community',
        action: cl.status === 'approved' ? 'claim.approve' : 'claim.reject',
        entity: 'challenge_claim',
        entityId: cl.id,
        before: { status: 'pending' },
        after:
          cl.status === 'approved'
            ? {
                status: 'approved',
                challenge_id: cl.challenge_id,
                prize: cl.awarded_prize,
                prize_type: cl.prize_type,
              }
            : { status: 'rejected', reason: cl.reason },
        at: auditTime(now, cl.reviewed_at),
      });
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
