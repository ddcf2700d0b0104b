// The platform's part of the demo's audit log: what the demo staff did in the admin panel
// (site, affiliates, members), written through the real audit function. The areas add theirs
// (each area's audit seed step), so a fresh demo's Admin › Audit log is never empty.
import { audit } from '../audit/audit';
import { DAY, HOUR, SEED_ORDER } from './context';
import type { SeedStep } from './context';
import { AFFILIATES, SITE } from './demo-data';

export const coreAuditSeed: SeedStep = {
  name: 'core:audit',
  order: SEED_ORDER.audit,
  async run({ db, now, at, members, points }) {
    const admin = members.id('admin');
    const moderator = members.id('moderator');
    const when = (offsetMs: number) => new Date(now.getTime() + offsetMs);
    const affiliates = await db
      .selectFrom('affiliates')
      .select(['id', 'name', 'redirect_url', 'sort_order'])
      .orderBy('sort_order')
      .execute();
    for (const [i, a] of affiliates.entries())
      await audit(db, {
        actorId: admin,
        area: 'affiliates',
        action: 'affiliate.create',
        entity: 'affiliate',
        entityId: a.id,
        after: {
          name: a.name,
          redirect_url: a.redirect_url,
          benefits: AFFILIATES[i]?.benefits ?? [],
          active: true,
        },
        at: when(-200 * DAY + i * HOUR),
      });
    await audit(db, {
      actorId: admin,
      area: 'site',
      action: 'site.update',
      entity: 'settings',
      entityId: 'site',
      before: { site_name: 'My Stream Site', site_description: '' },
      after: { site_name: SITE.site_name, site_description: SITE.site_description },
      at: when(-30 * DAY),
    });
    await audit(db, {
      actorId: admin,
      area: 'members',
      action: 'member.role',
      entity: 'user',
      entityId: moderator,
      before: { role: 'member' },
      after: { role: 'moderator' },
      at: when(-120 * DAY),
    });

    // A points correction with its ledger row, and a ban that was lifted after an appeal.
    const [first, second] = members.regular;
    if (first !== undefined) {
      const reason = 'Compensation for the missed stream giveaway';
      points.earn(first, 500, reason, 'admin_adjustment', admin, at(-6 * DAY));
      await audit(db, {
        actorId: admin,
        area: 'members',
        action: 'member.points',
        entity: 'user',
        entityId: first,
        after: { delta: 500, reason },
        at: when(-6 * DAY),
      });
    }
    if (second !== undefined) {
      const banned = at(-12 * DAY);
      await audit(db, {
        actorId: moderator,
        area: 'members',
        action: 'member.ban',
        entity: 'user',
        entityId: second,
        before: { banned_at: null, ban_reason: null },
        after: {
          banned_at: banned,
          ban_reason: 'Spamming referral links in chat',
          sessions_ended: 1,
        },
        at: when(-12 * DAY),
      });
      await audit(db, {
        actorId: moderator,
        area: 'members',
        action: 'member.unban',
        entity: 'user',
        entityId: second,
        before: { banned_at: banned, ban_reason: 'Spamming referral links in chat' },
        after: { banned_at: null, ban_reason: null },
        at: when(-11 * DAY),
      });
    }
  },
};
